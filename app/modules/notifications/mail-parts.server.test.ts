import { describe, expect, it } from "vitest";
import { mailParts, textToHtml } from "./mail-parts.server";

describe("mailParts", () => {
  const footer = ["You got this e-mail because you are a pro.", "Choose which e-mails you get: https://x.test/provider/settings"];

  it("ends the plain-text part with the footer after a signature separator", () => {
    const { text } = mailParts({ subject: "Hi", text: "Hello there.\n", footer });
    expect(text).toBe(`Hello there.\n\n-- \n${footer.join("\n")}\n`);
  });

  it("builds an HTML part from the text: escaped, paragraphs, clickable links, no images", () => {
    const { html } = mailParts({
      subject: "Tom & <Jerry>",
      text: "Hi <b>Ann</b>,\nline two\n\nOpen https://x.test/a?b=1&c=2 now",
      footer,
    });
    expect(html).toContain("<title>Tom &amp; &lt;Jerry&gt;</title>");
    expect(html).toContain("Hi &lt;b&gt;Ann&lt;/b&gt;,<br>line two</p>");
    expect(html).toContain('<a href="https://x.test/a?b=1&amp;c=2"');
    expect(html).toContain('<a href="https://x.test/provider/settings"');
    expect(html).toContain("You got this e-mail because you are a pro.");
    expect(html).not.toMatch(/<img|url\(/i);
    // A long link breaks inside the 600 px column instead of widening a phone's screen.
    expect(html).toMatch(/<div style="max-width:600px;[^"]*overflow-wrap:anywhere/);
  });

  it("uses a template's own HTML fragment and still adds the footer", () => {
    const { html, text } = mailParts({ subject: "S", text: "plain", html: "<p>custom</p>", footer });
    expect(html).toContain("<p>custom</p>");
    expect(html).not.toContain(">plain<");
    expect(html).toContain("because you are a pro");
    expect(text).toContain("plain");
  });
});

describe("textToHtml", () => {
  it("cannot be tricked into markup by a quote in a link", () => {
    expect(textToHtml('see https://x.test/"onmouseover=alert(1)')).not.toContain('"onmouseover');
  });
});
