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

/** The Node server's own files (server/ beside app/): app code runs inside it and never reaches back. */
const SERVER_FOLDER = "^(?:~/\\.\\./|(?:\\.\\./)+)server(?:/|$)";
/** A module that runs on the server only (its name ends in .server). */
const SERVER_ONLY_MODULE = "\\.server(?:\\.tsx?)?$";

/**
 * The feature folders of app/modules, lowest first. A feature imports only the features before it, so no
 * two features import each other, directly or round a circle (docs/architecture.md). A new folder takes its
 * place here (eslint-boundaries.test.ts fails until it does). Types may cross either way: they run nothing.
 */
export const FEATURE_ORDER = [
  "catalog",
  "security",
  "health",
  "live",
  "places",
  "notifications",
  "credits",
  "texting",
  "providers",
  "content",
  "messaging",
  "pipeline",
  "matching",
  "intake",
  "reviews",
  "accounts",
  "portal",
  "admin",
  "seo",
  "seed",
];

/**
 * An import that reaches into a feature folder other than `own` past its public entries: index.ts (what may run
 * anywhere, the browser included) and index.server.ts (server only). Inside its folder a feature's files import
 * each other directly; everywhere else (routes, components, page scripts, other features, server/, scripts/) takes
 * the entries, so an entry lists what a feature offers. Types too: a deep type import is still a reach inside.
 */
function deepFeatureImport(own) {
  const features = FEATURE_ORDER.filter((feature) => feature !== own).join("|");
  return {
    regex: `^(?:~/modules/|(?:\\.\\./)+(?:modules/)?)(?:${features})/(?!index\\.server$)`,
    message: "A feature is imported through its entry, ~/modules/<feature> (index.ts) or ~/modules/<feature>/index.server, never a file inside it (eslint.config.js)",
  };
}

/**
 * What app code imports at run time, with typescript-eslint's rule so that a
 * type-only import can be allowed where it is harmless (a component may take
 * a prop typed by a .server module; it may not call one). One block per set
 * of files; a later block names all of its files' restrictions again.
 */
function runtimeBoundaries() {
  const tests = { regex: TESTS_FOLDER, message: "Only test files (*.test.ts, *.test.tsx) import from tests/: app code never depends on a test helper" };
  const server = { regex: SERVER_FOLDER, message: "App code never imports server/: the Node server loads the app, not the other way round" };
  const serverOnly = (who) => ({
    regex: SERVER_ONLY_MODULE,
    allowTypeImports: true,
    message: `${who} never run a .server module: they also run in the browser (a type from one is fine)`,
  });
  const block = (files, patterns, ignores = []) => ({
    files,
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx", ...ignores],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  });
  const laterFeatures = (index) => ({
    regex: `^(?:~/modules/|\\.\\./)(?:${FEATURE_ORDER.slice(index + 1).join("|")})(?:/|$)`,
    allowTypeImports: true,
    message: `${FEATURE_ORDER[index]} imports only the features before it in FEATURE_ORDER (eslint.config.js): ${FEATURE_ORDER.slice(0, index).join(", ") || "none"}`,
  });
  const deep = deepFeatureImport();
  return [
    block(["app/**"], [tests, server, deep]),
    ...FEATURE_ORDER.map((feature, index) =>
      block([`app/modules/${feature}/**`], [tests, server, deepFeatureImport(feature), ...(index < FEATURE_ORDER.length - 1 ? [laterFeatures(index)] : [])]),
    ),
    // A component named *.server.tsx renders on the server only (app/components/ready-parts.server.tsx).
    block(["app/components/**"], [tests, server, deep, serverOnly("Components")], ["app/components/**/*.server.tsx"]),
    block(["app/page-scripts/**"], [tests, server, deep, serverOnly("Page scripts")]),
    // The Node server and the scripts (start, seed, benchmarks) use the features through their entries too.
    { ...block(["server/**", "scripts/**"], [deep]), ignores: ["**/*.test.ts"] },
  ];
}

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
      [`${layer("db")}|^drizzle-orm(?:/|$)`, "Page scripts never import the database or Drizzle: they run in the browser"],
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
  // One way to draw an icon and to link (docs/decisions/029): app code takes icons from
  // app/components/ui/icons.ts and Link from app/components/ui/link.tsx, which wrap lucide's and React Router's.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx", "app/components/ui/icons.ts", "app/components/ui/link.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^lucide-react(\\/|$)/]",
          message: "Icons come from ~/components/ui/icons, which draws each lucide icon once on the server (docs/decisions/029)",
        },
        {
          selector: "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name='Link']",
          message: "Link comes from ~/components/ui/link, which writes a plain path's <a> itself on pages rendered whole (docs/decisions/029)",
        },
      ],
    },
  },
  // Test helpers (test databases, fixtures, stand-in SMTP, push, Twilio and Stripe servers) live in
  // tests/support, where only tests reach them. A rule of its own (typescript-eslint's), so these add to
  // the layers' no-restricted-imports above instead of replacing them.
  ...runtimeBoundaries(),
);
