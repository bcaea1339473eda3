import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * What each layer of app/ may import (docs/decisions/014-layers-enforced-by-lint.md).
 * A layer is reached through the `~/` alias or by a relative path climbing out
 * of the importing folder ("../../routes/search"); both forms are matched.
 */
const layer = (...names) => `^(?:~/|(?:\\.\\./)+)(?:${names.join("|")})(?:/|$)`;
const ROUTE_TYPES = "(?:^|/)\\+types(?:/|$)";
const REACT_PACKAGES = "^(?:react|react-dom|react-router|@react-router/[^/]+|lucide-react|radix-ui|@radix-ui/[^/]+)(?:/|$)";
/** The repository's tests/ folder, reached by a relative path climbing out of app/ or through the alias ("~/../tests"). */
const TESTS_FOLDER = "^(?:~/\\.\\./|(?:\\.\\./)+)tests(?:/|$)";

/** One flat-config block per layer: a file gets exactly one set of restrictions (later blocks would replace, not add). */
function boundaries(files, restrictions, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: restrictions.map(([regex, message]) => ({ regex, message: `${message} (decision 014)` })) },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "app/modules/catalog/geo-data/"] },
  ...tseslint.configs.recommended,
  {
    // Playwright fixtures call a `use` callback that is not React's hook.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**", "server.js", "tests/**"],
    rules: { "no-console": "off" },
  },

  boundaries(["app/routes/**"], [
    [layer("page-scripts"), "Routes never import a page script: name it through ~/lib/page-scripts and share types from a module"],
  ]),
  boundaries(["app/components/**"], [
    [layer("db"), "Components never import the database: a route's loader reads it through a module and passes plain values"],
    [`${layer("routes")}|${ROUTE_TYPES}`, "Components never import a route or its generated types: take props typed by the component or by a module"],
  ]),
  boundaries(["app/modules/**"], [
    [layer("routes", "components", "page-scripts"), "Modules never import routes, components or page scripts: they are plain domain functions below them"],
  ]),
  boundaries(
    ["app/page-scripts/**"],
    [
      [layer("components", "routes"), "Page scripts never import components or routes: they work on the server's HTML"],
      [REACT_PACKAGES, "Page scripts never import React, React Router or React UI packages: they ship as small plain scripts"],
    ],
    // Their tests render the real server components to get the markup a script runs on; tests are never bundled.
    ["app/page-scripts/**/*.test.ts"],
  ),
  boundaries(["app/db/**"], [
    [layer("modules", "routes", "components", "page-scripts"), "app/db is the bottom layer: it imports no module, route, component or page script"],
  ]),
  boundaries(["app/lib/**"], [
    [layer("routes", "components", "modules", "db", "page-scripts"), "app/lib holds generic helpers: it imports no route, component, module, database code or page script"],
  ]),
  {
    // Test helpers (test databases, fixtures, stand-in SMTP, push, Twilio and Stripe servers) live in
    // tests/support, where only tests reach them: app code that is not a test never imports from tests/.
    // A rule of its own, so this adds to the layer's no-restricted-imports above instead of replacing it.
    files: ["app/**"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: TESTS_FOLDER, message: "Only test files (*.test.ts, *.test.tsx) import from tests/: app code never depends on a test helper" }] },
      ],
    },
  },
);
