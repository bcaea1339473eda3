import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageScripts } from "./vite-plugins/page-scripts.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server build starts at server/app.ts so Express, the database client and
  // the React Router handler share one module graph (one PGlite instance).
  environments: {
    // A feature's entry (app/modules/<feature>/index.ts) re-exports many files; a page takes a few names from it.
    // The feature files run nothing when imported (no top-level statement but declarations), so the client
    // bundle may drop every one whose exports a page does not use, data tables built with JSON.parse included.
    client: {
      build: { rollupOptions: { treeshake: { moduleSideEffects: [{ test: /\/app\/modules\//, sideEffects: false }] } } },
    },
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
    },
  },
  ssr: {
    // Native and WASM packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "pg", "nodemailer", "@node-rs/argon2", "better-auth"],
  },
  plugins: [tailwindcss(), reactRouter(), pageScripts()],
});
