/**
 * A deliberately tiny front-matter parser for our own Markdown content: a block
 * of `key: value` lines between two `---` lines at the top of the file. It is
 * not YAML (no nesting, lists or multi-line values) because the posts need
 * none, and a strict small format is easier to validate than a permissive
 * big one. Values stay strings; the caller's schema gives them types.
 */

export type FrontMatter = {
  attributes: Record<string, string>;
  body: string;
};

export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FrontMatterError";
  }
}

const KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function parseFrontMatter(source: string): FrontMatter {
  // Files saved on Windows or with a byte-order mark still parse.
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== "---") {
    throw new FrontMatterError("front matter must start with a line containing only ---");
  }

  const attributes: Record<string, string> = {};
  for (let index = 1; index < lines.length; index += 1) {
    const line = (lines[index] ?? "").trim();
    if (line === "---") {
      return { attributes, body: lines.slice(index + 1).join("\n").replace(/^\n+/, "") };
    }
    // Blank lines and # comments help keep the block readable.
    if (line === "" || line.startsWith("#")) continue;

    const colon = line.indexOf(":");
    if (colon <= 0) {
      throw new FrontMatterError(`line ${index + 1}: expected "key: value", got "${line}"`);
    }
    const key = line.slice(0, colon).trim();
    if (!KEY.test(key)) throw new FrontMatterError(`line ${index + 1}: invalid key "${key}"`);
    if (Object.hasOwn(attributes, key)) throw new FrontMatterError(`line ${index + 1}: duplicate key "${key}"`);
    attributes[key] = unquote(line.slice(colon + 1).trim());
  }
  throw new FrontMatterError("front matter is not closed by a line containing only ---");
}

/** Matching outer quotes are optional, for values that start with a special character. */
function unquote(value: string): string {
  if (value.length >= 2) {
    const first = value[0];
    if ((first === '"' || first === "'") && value.endsWith(first)) return value.slice(1, -1);
  }
  return value;
}
