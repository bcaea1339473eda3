import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the server build, every lucide-react icon is made by
 * app/components/ui/static-lucide-icon.tsx instead of the package's own
 * `createLucideIcon`, which rebuilt each icon's markup on every render
 * (docs/decisions/029). The browser bundles are untouched. lucide-react is bundled into
 * the server build (`ssr.noExternal` in vite.config.ts) so its icon modules
 * pass through this hook.
 */
const LUCIDE_ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ICON_MAKER = "app/components/ui/static-lucide-icon.tsx";

/**
 * Likewise, app code in the server build that imports from "react-router"
 * gets app/components/ui/react-router-for-server.ts: the same exports, with a
 * Link that writes a plain path's `<a>` directly (static-link.tsx).
 */
const ROUTER_FOR_SERVER = "app/components/ui/react-router-for-server.ts";
const LINK = "app/components/ui/static-link.tsx";

export function staticIcons(): Plugin {
  let root = process.cwd();
  return {
    name: "buckeye:static-icons",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (this.environment.name === "client" || !importer) return undefined;
      if (source === "../createLucideIcon.mjs" && LUCIDE_ICONS.test(importer)) return path.join(root, ICON_MAKER);
      if (source !== "react-router") return undefined;
      const file = path.resolve(importer);
      const ownModule = file === path.join(root, ROUTER_FOR_SERVER) || file === path.join(root, LINK);
      if (ownModule || !file.startsWith(path.join(root, "app") + path.sep)) return undefined;
      return path.join(root, ROUTER_FOR_SERVER);
    },
  };
}
