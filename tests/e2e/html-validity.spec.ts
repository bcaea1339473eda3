import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-pages";

/** The Nu Html Checker from the vnu-jar package, run on Debian's Java (scripts/ensure-test-tools.js), never a downloaded one. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const JAVA = process.env.JAVA_PATH || "java";

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string };

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

test("the public pages are valid HTML (Nu Html Checker)", async ({ request }) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), "buckeye-html-"));
  try {
    const pageOfFile = new Map<string, string>();
    for (const [index, url] of PUBLIC_PAGES.entries()) {
      const response = await request.get(url);
      expect(response.headers()["content-type"], url).toMatch(/^text\/html/);
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, await response.text());
      pageOfFile.set(`file:${file}`, url);
    }

    const messages = await checkHtml([...pageOfFile.keys()].map((url) => url.slice("file:".length)));
    const errors = messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => `${pageOfFile.get(message.url ?? "") ?? message.url}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
