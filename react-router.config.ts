import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest as one hashed file the browser keeps (5 KB gzipped), instead of React Router's lazy
  // discovery: that wrote a part of the manifest into every hydrated page (matching the page's every parent path
  // on the server to find it) and had each page ask /__manifest for the routes its links lead to. Only the
  // portal, the console and the signed-in account pages hydrate (public pages ship no React: decision 012).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel local builds (and their e2e runs) stay apart.
  buildDirectory: process.env.BUILD_DIR || "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
