import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the server build, every lucide-react icon is made by
 * app/components/ui/static-lucide-icon.tsx instead of the package's own
 * `createLucideIcon`, which rebuilt each icon's markup on every render
 * (issue 15). The browser bundles are untouched. lucide-react is bundled into
 * the server build (`ssr.noExternal` in vite.config.ts) so its icon modules
 * pass through this hook.
 */
const LUCIDE_ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const REPLACEMENT = "app/components/ui/static-lucide-icon.tsx";

export function staticIcons(): Plugin {
  let root = process.cwd();
  return {
    name: "buckeye:static-icons",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (this.environment.name === "client") return undefined;
      if (source !== "../createLucideIcon.mjs" || !importer || !LUCIDE_ICONS.test(importer)) return undefined;
      return path.join(root, REPLACEMENT);
    },
  };
}
