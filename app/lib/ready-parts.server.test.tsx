import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadyPart, ReadyPartsProvider, type ReadyParts } from "./ready-parts";
import { pageWithReadyParts } from "./ready-parts.server";

const bytes = (text: string) => Buffer.from(text, "utf8");

function Page({ parts }: { parts: ReadyParts | null }) {
  return (
    <ReadyPartsProvider value={parts}>
      <main>
        <ReadyPart id="top">
          <h1>Über &amp; more</h1>
        </ReadyPart>
        <p>changes: {"<3"}</p>
        <ReadyPart id="bottom">
          <footer>end</footer>
        </ReadyPart>
      </main>
    </ReadyPartsProvider>
  );
}

describe("ready parts", () => {
  const parts: ReadyParts = new Map([
    ["top", bytes(renderToString(<h1>Über &amp; more</h1>))],
    ["bottom", bytes(renderToString(<footer>end</footer>))],
  ]);

  it("puts each part's bytes where its children would have rendered", () => {
    const withParts = pageWithReadyParts(renderToString(<Page parts={parts} />), parts);
    expect(Buffer.isBuffer(withParts)).toBe(true);
    expect(withParts.toString()).toBe(renderToString(<Page parts={null} />));
  });

  it("renders the children where the server has no part for them", () => {
    const onlyTop: ReadyParts = new Map([["top", parts.get("top")!]]);
    const html = renderToString(<Page parts={onlyTop} />);
    expect(html).toContain("<footer>end</footer>");
    expect(pageWithReadyParts(html, onlyTop).toString()).toBe(renderToString(<Page parts={null} />));
  });

  it("leaves a page without parts as it is", () => {
    const html = renderToString(<Page parts={null} />);
    expect(pageWithReadyParts(html, null)).toBe(html);
    expect(pageWithReadyParts(html, parts)).toBe(html);
  });
});
