import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Page scripts: small browser modules for pages that do not hydrate React
 * (`handle.script` on a route; see docs/decisions/012). Each
 * `app/page-scripts/<name>.ts` (tests aside) becomes its own entry chunk of
 * the client build, and the server imports `virtual:page-scripts` to learn
 * each script's URL: the hashed file from the client build's manifest, or the
 * source path that Vite's dev server compiles on request.
 */
const VIRTUAL_ID = "virtual:page-scripts";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SOURCE_DIR = "app/page-scripts";

function pageScriptNames(root: string): string[] {
  return readdirSync(path.join(root, SOURCE_DIR))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .map((file) => file.slice(0, -".ts".length))
    .sort();
}

export function pageScripts(): Plugin {
  let root = process.cwd();
  let clientOutDir = "";
  let serving = false;

  return {
    name: "buckeye:page-scripts",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
      clientOutDir = path.resolve(root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const name of pageScriptNames(root)) {
        this.emitFile({ type: "chunk", id: path.join(root, SOURCE_DIR, `${name}.ts`), name: `page-${name}` });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls: Record<string, string> = {};
      if (serving) {
        for (const name of pageScriptNames(root)) urls[name] = `/${SOURCE_DIR}/${name}.ts`;
      } else if (this.environment.name !== "client") {
        // The client build runs first and leaves its manifest for the server build.
        const manifest = JSON.parse(readFileSync(path.join(clientOutDir, ".vite/manifest.json"), "utf8")) as Record<
          string,
          { file: string }
        >;
        for (const name of pageScriptNames(root)) {
          const entry = manifest[`${SOURCE_DIR}/${name}.ts`];
          if (!entry) throw new Error(`page script ${name} is missing from the client build`);
          urls[name] = `/${entry.file}`;
        }
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
