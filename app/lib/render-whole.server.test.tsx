import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadyPart, ReadyPartsProvider, type ReadyParts } from "./ready-parts";
import { renderElementWhole } from "./render-whole.server";

const options = () => ({ status: 200, headers: new Headers(), nonce: undefined, requestId: "test", streamTimeout: 5000 });

/** What the streaming renderer writes once everything is ready. */
function streamed(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough();
        let html = "";
        body.on("data", (chunk: Buffer) => (html += chunk.toString("utf8")));
        body.on("end", () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

function Page({ children }: { children?: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>A &amp; B</title>
      </head>
      <body>
        <p className="x">Ünïcödé &lt;text&gt; {"'quoted'"}</p>
        {children}
      </body>
    </html>
  );
}

function Later({ value }: { value: Promise<string> }) {
  return <span>{use(value)}</span>;
}

describe("renderElementWhole", () => {
  it("answers the bytes the stream writes, doctype included, with their length", async () => {
    const response = await renderElementWhole(<Page />, options());
    const body = await response.text();
    expect(body).toBe(await streamed(<Page />));
    expect(body.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("waits for a part that suspends instead of sending its fallback", async () => {
    const value = new Promise<string>((resolve) => setTimeout(() => resolve("arrived"), 5));
    const page = (
      <Page>
        <Suspense fallback={<span>waiting</span>}>
          <Later value={value} />
        </Suspense>
      </Page>
    );
    const response = await renderElementWhole(page, options());
    const body = await response.text();
    expect(body).toContain("<span>arrived</span>");
    expect(body).not.toContain("waiting");
    expect(response.status).toBe(200);
  });
});

describe("renderElementWhole with ready parts", () => {
  const parts: ReadyParts = new Map([["intro", Buffer.from("<p>Made once: Ünïcödé</p>", "utf8")]]);
  const page = (later?: Promise<string>) => (
    <ReadyPartsProvider value={parts}>
      <Page>
        <ReadyPart id="intro">
          <p>rendered each time</p>
        </ReadyPart>
        {later ? (
          <Suspense fallback={<span>waiting</span>}>
            <Later value={later} />
          </Suspense>
        ) : null}
      </Page>
    </ReadyPartsProvider>
  );

  it("puts each part's bytes in place, and counts them in the length", async () => {
    const response = await renderElementWhole(page(), options(), parts);
    const body = await response.text();
    expect(body).toContain("<p>Made once: Ünïcödé</p>");
    expect(body).not.toContain("rendered each time");
    expect(body).not.toContain("data-ready-part");
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
  });

  it("puts them in place when the page is rendered again by the stream", async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve("arrived"), 5));
    const body = await (await renderElementWhole(page(later), options(), parts)).text();
    expect(body).toContain("<span>arrived</span>");
    expect(body).toContain("<p>Made once: Ünïcödé</p>");
    expect(body).not.toContain("data-ready-part");
  });
});
