import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-pages";

/** The Nu Html Checker from the vnu-jar package, run on Debian's Java (scripts/ensure-test-tools.js), never a downloaded one. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA_PATH || "java";

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs the checker once over all files (one Java start) and returns its messages. */
function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // --exit-zero-always: the messages, not the exit code, say what is wrong.
    execFile(JAVA, ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const hint = (error as NodeJS.ErrnoException).code === "ENOENT" ? " (Java not found: run node scripts/ensure-test-tools.js)" : "";
        reject(new Error(`vnu failed${hint}: ${error.message}\n${stderr}`));
        return;
      }
      resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
    });
  });
}

/** Markup that only a post shows: forms sent back with their messages, and the results of a sent request. */
const POSTED_PAGES: { url: string; form: Record<string, string>; shows: RegExp }[] = [
  { url: "/contact", form: { name: "", email: "", message: "" }, shows: /aria-invalid="true"/ },
  { url: "/service-details/hvac?zip=43215&service=hvac", form: { query: "" }, shows: /role="alert"/ },
  {
    url: "/contact-info?zip=43215&service=hvac",
    form: { zip: "43215", service: "hvac", firstName: "", lastName: "", phone: "1", email: "x" },
    shows: /aria-invalid="true"/,
  },
  {
    url: "/contact-info?zip=43215&service=plumbing",
    form: {
      zip: "43215",
      service: "plumbing",
      idempotencyKey: randomUUID(),
      // A homeowner of this spec's own: the same contact, category and ZIP again
      // within 30 days updates the earlier request (another spec's) instead.
      firstName: "Vera",
      lastName: "Nuchecker",
      phone: "6145550177",
      email: "vera.nuchecker@example.com",
    },
    shows: /Your information has been submitted!/,
  },
];

test("the public pages are valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), "buckeye-html-"));
  try {
    const pageOfFile = new Map<string, string>();
    const save = async (name: string, html: string) => {
      const file = path.join(folder, `page-${pageOfFile.size}.html`);
      await writeFile(file, html);
      pageOfFile.set(`file:${file}`, name);
    };
    for (const url of PUBLIC_PAGES) {
      const response = await request.get(url);
      expect(response.headers()["content-type"], url).toMatch(/^text\/html/);
      await save(url, await response.text());
    }
    for (const { url, form, shows } of POSTED_PAGES) {
      const response = await request.post(url, { form });
      const html = await response.text();
      expect(shows.test(html), `POST ${url} shows ${shows}`).toBe(true);
      await save(`POST ${url}`, html);
    }

    const messages = await checkHtml([...pageOfFile.keys()].map((url) => url.slice("file:".length)));
    // Errors only: the checker's warnings and notes are advice, not invalid markup.
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const where = `${pageOfFile.get(message.url ?? "") ?? message.url}:${message.lastLine ?? "?"}`;
        return `${where}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
      });
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
