// The import-boundary rules of eslint.config.js (decision 014, app code never importing
// tests/ or server/, and the order of the feature folders), run through ESLint's own API on imports that breach each rule and on imports that are allowed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURE_ORDER } from "./eslint.config.js";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname });
});

/** The rules that hold import boundaries: layers use ESLint's own, the tests/ boundary typescript-eslint's (eslint.config.js). */
const BOUNDARY_RULES = ["no-restricted-imports", "@typescript-eslint/no-restricted-imports"];

/** The boundary messages ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  const parseErrors = result!.messages.filter((message) => message.fatal);
  if (parseErrors.length > 0) throw new Error(`the test's code does not parse: ${parseErrors[0]!.message}`);
  return result!.messages.filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? "")).map((message) => message.message);
}

const breaches: { rule: RegExp; file: string; imports: string[] }[] = [
  {
    rule: /Routes never import a page script/,
    file: "app/routes/search.tsx",
    imports: ["~/page-scripts/enhance/toast", "../page-scripts/enhance/toast"],
  },
  {
    rule: /Components never import the database/,
    file: "app/components/search/pro-card.tsx",
    imports: ["~/db/schema", "../../db/enums"],
  },
  {
    rule: /Components never import a route or its generated types/,
    file: "app/components/search/search-page.tsx",
    imports: ["~/routes/search", "../../routes/search", "../../routes/+types/search", "./+types/search"],
  },
  {
    rule: /Modules never import routes, components or page scripts/,
    file: "app/modules/intake/lead-form.ts",
    imports: [
      "~/routes/search",
      "../../routes/search",
      "~/components/ui/button",
      "../../components/ui/button",
      "~/page-scripts/enhance/toast",
      "../../page-scripts/enhance/toast",
    ],
  },
  {
    rule: /Page scripts never import components or routes/,
    file: "app/page-scripts/enhance/toast.ts",
    imports: ["~/components/ui/toast-settings", "../../components/ui/toast-settings", "~/routes/home", "../../routes/home"],
  },
  {
    rule: /Page scripts never import React/,
    file: "app/page-scripts/home.ts",
    imports: ["react", "react-dom", "react-dom/server", "react-router", "lucide-react", "radix-ui"],
  },
  {
    rule: /Page scripts never import the database or Drizzle/,
    file: "app/page-scripts/home.ts",
    imports: ["~/db/enums", "../db/schema", "drizzle-orm", "drizzle-orm/pg-core"],
  },
  {
    rule: /App code never imports server\//,
    file: "app/modules/intake/lead-form.ts",
    imports: ["../../../server/app", "~/../server/page-cache"],
  },
  {
    rule: /App code never imports server\//,
    file: "app/lib/phone.ts",
    imports: ["../../server/handler"],
  },
  {
    rule: /app\/db is the bottom layer/,
    file: "app/db/client.server.ts",
    imports: ["~/modules/catalog", "../modules/catalog", "~/routes/home", "~/components/ui/button"],
  },
  {
    rule: /app\/lib holds generic helpers/,
    file: "app/lib/phone.ts",
    imports: [
      "~/routes/home",
      "~/components/ui/button",
      "~/modules/catalog",
      "../modules/catalog",
      "~/db/schema",
      "../db/schema",
      "~/page-scripts/home",
    ],
  },
  {
    rule: /Only test files \(\*\.test\.ts, \*\.test\.tsx\) import from tests\//,
    file: "app/modules/credits/stripe-adapter.server.ts",
    imports: ["../../../tests/support/fake-stripe", "~/../tests/support/fake-stripe", "../../../tests"],
  },
  {
    rule: /Only test files \(\*\.test\.ts, \*\.test\.tsx\) import from tests\//,
    file: "app/root.tsx",
    imports: ["../tests/support/test-database", "~/../tests/support/test-database"],
  },
];

describe.each(breaches)("$file", ({ rule, file, imports }) => {
  it.each(imports)(`refuses an import of %s: ${rule.source}`, async (source) => {
    const errors = await boundaryErrors(file, `import { imported } from "${source}";`);
    expect(errors).toEqual([expect.stringMatching(rule)]);
  });

  it("refuses a type-only import and a re-export too", async () => {
    const [source] = imports;
    expect(await boundaryErrors(file, `import type { imported } from "${source}";`)).toEqual([expect.stringMatching(rule)]);
    expect(await boundaryErrors(file, `export { imported } from "${source}";\nconst imported = 1;`)).toEqual([
      expect.stringMatching(rule),
    ]);
  });
});

const allowed: { file: string; imports: string[] }[] = [
  {
    file: "app/routes/search.tsx",
    imports: ["~/components/search/pro-card", "~/modules/intake", "~/modules/intake/index.server", "~/db/db.server", "~/lib/page-scripts", "./+types/search", "react"],
  },
  {
    file: "app/components/search/pro-card.tsx",
    imports: ["~/components/ui/button", "../ui/button", "./search-page", "~/modules/providers", "~/lib/phone", "~/components/ui/icons", "radix-ui"],
  },
  { file: "app/modules/intake/lead-form.ts", imports: ["~/db/schema", "../../db/schema", "~/modules/catalog", "../catalog", "./contact-actions", "~/lib/phone", "zod"] },
  {
    file: "app/page-scripts/home.ts",
    imports: ["./enhance/tabs", "../page-scripts/enhance/tabs", "~/modules/intake", "~/lib/phone", "~/brand"],
  },
  { file: "app/db/db.server.ts", imports: ["./client.server", "~/config/env.server", "drizzle-orm"] },
  { file: "app/lib/canonical-path.ts", imports: ["./phone", "~/brand", "react-router"] },
  // Tests of page scripts render the real server components to get the markup a script runs on.
  { file: "app/page-scripts/enhance/tabs.test.ts", imports: ["~/components/home/testimonial-tabs", "react", "react-dom/server"] },
  // Tests use the helpers in tests/support.
  { file: "app/modules/credits/payments.server.integration.test.ts", imports: ["../../../tests/support/test-database", "~/db/schema"] },
  { file: "app/components/search/pro-card.test.tsx", imports: ["../../../tests/support/test-database"] },
];

describe.each(allowed)("$file", ({ file, imports }) => {
  it.each(imports)("allows an import of %s", async (source) => {
    expect(await boundaryErrors(file, `import { imported } from "${source}";`)).toEqual([]);
  });
});

describe.each([
  { file: "app/components/search/pro-card.tsx", who: /Components never run a \.server module/, source: "~/modules/intake/index.server" },
  { file: "app/page-scripts/home.ts", who: /Page scripts never run a \.server module/, source: "../modules/security/index.server" },
])("$file", ({ file, who, source }) => {
  it(`refuses to run ${source}, and takes a type from it`, async () => {
    expect(await boundaryErrors(file, `import { imported } from "${source}";`)).toEqual([expect.stringMatching(who)]);
    expect(await boundaryErrors(file, `export { imported } from "${source}";\nconst imported = 1;`)).toEqual([expect.stringMatching(who)]);
    expect(await boundaryErrors(file, `import type { imported } from "${source}";`)).toEqual([]);
  });
});

it("lets a server-only component use .server modules", async () => {
  expect(await boundaryErrors("app/components/ready-parts.server.tsx", `import { imported } from "~/lib/ready-parts.server";`)).toEqual([]);
});

it("refuses a tests/ import on top of a layer's own restrictions, not instead of them", async () => {
  const errors = await boundaryErrors(
    "app/modules/intake/lead-form.ts",
    `import { imported } from "~/routes/search";\nimport { helper } from "../../../tests/support/test-database";\nexport { helper };`,
  );
  expect(errors).toEqual([
    expect.stringMatching(/Modules never import routes, components or page scripts/),
    expect.stringMatching(/Only test files \(\*\.test\.ts, \*\.test\.tsx\) import from tests\//),
  ]);
});

describe("feature folders import only the features below them (FEATURE_ORDER)", () => {
  it.each([
    ["app/modules/providers/logo.server.ts", "~/modules/matching/index.server", /providers imports only the features before it/],
    ["app/modules/providers/logo.server.ts", "../matching/index.server", /providers imports only the features before it/],
    ["app/modules/catalog/services.ts", "~/modules/security", /catalog imports only the features before it in FEATURE_ORDER \(eslint.config.js\): none/],
    ["app/modules/matching/deliver-lead.server.ts", "~/modules/reviews/index.server", /matching imports only the features before it/],
    ["app/modules/matching/deliver-lead.server.ts", "~/modules/intake", /matching imports only the features before it/],
    ["app/modules/pipeline/lead-events.server.ts", "../matching", /pipeline imports only the features before it/],
  ])("%s refuses to run %s", async (file, source, rule) => {
    expect(await boundaryErrors(file, `import { imported } from "${source}";`)).toEqual([expect.stringMatching(rule)]);
    expect(await boundaryErrors(file, `export { imported } from "${source}";\nconst imported = 1;`)).toEqual([expect.stringMatching(rule)]);
  });

  it("lets a feature run the ones below it and its own files, take a type from any, and its tests import anything", async () => {
    const file = "app/modules/matching/deliver-lead.server.ts";
    for (const source of ["~/modules/providers", "../credits", "./matching", "~/modules/matching/matching", "~/modules/pipeline/index.server"]) {
      expect(await boundaryErrors(file, `import { imported } from "${source}";`), source).toEqual([]);
    }
    expect(await boundaryErrors(file, `import type { imported } from "~/modules/portal/index.server";`)).toEqual([]);
    expect(await boundaryErrors("app/modules/pipeline/accept-lead.server.integration.test.ts", `import { imported } from "~/modules/portal/lead-moves.server";`)).toEqual([]);
  });

  it("names every feature folder, and only folders that exist", () => {
    const folders = readdirSync(path.join(import.meta.dirname, "app/modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...FEATURE_ORDER].sort()).toEqual(folders.sort());
  });
});

describe("a feature is imported through its entries, index.ts and index.server.ts (eslint.config.js)", () => {
  const deep = /A feature is imported through its entry/;

  it.each([
    ["app/routes/search.tsx", "~/modules/intake/lead-form"],
    ["app/routes/search.tsx", "~/modules/intake/search-page.server"],
    ["app/routes/search.tsx", "../modules/intake/lead-form"],
    ["app/components/search/search-page.tsx", "~/modules/intake/contact-actions"],
    ["app/components/search/search-page.tsx", "../../modules/intake/held-requests"],
    ["app/page-scripts/enhance/hero-search.ts", "~/modules/intake/hero-search"],
    ["app/modules/portal/lead-page.server.ts", "~/modules/pipeline/accept-lead.server"],
    ["app/modules/portal/lead-page.server.ts", "../pipeline/lead-labels"],
    ["app/modules/seed/seed.server.ts", "~/modules/intake/create-lead.server"],
    ["server/app.ts", "~/modules/security/rate-limit"],
    ["scripts/bench/matching.ts", "~/modules/matching/find-matches.server"],
    ["app/routes/search.tsx", "~/modules/intake/index"],
  ])("%s refuses the deep import %s, a type from it too", async (file, source) => {
    expect(await boundaryErrors(file, `import { imported } from "${source}";`)).toEqual([expect.stringMatching(deep)]);
    expect(await boundaryErrors(file, `import type { imported } from "${source}";`)).toEqual([expect.stringMatching(deep)]);
    expect(await boundaryErrors(file, `export { imported } from "${source}";\nconst imported = 1;`)).toEqual([expect.stringMatching(deep)]);
  });

  it.each([
    ["app/routes/search.tsx", ["~/modules/intake", "~/modules/intake/index.server", "../modules/intake"]],
    ["app/components/search/search-page.tsx", ["~/modules/intake"]],
    ["app/page-scripts/enhance/hero-search.ts", ["~/modules/intake"]],
    ["app/modules/portal/lead-page.server.ts", ["~/modules/pipeline/index.server", "../pipeline", "./lead-moves.server", "~/modules/portal/user-errors.server"]],
    ["server/app.ts", ["~/modules/security"]],
    ["scripts/bench/matching.ts", ["~/modules/matching/index.server"]],
  ])("%s imports a feature through its entries, and its own folder's files directly", async (file, sources) => {
    for (const source of sources) expect(await boundaryErrors(file, `import { imported } from "${source}";`), source).toEqual([]);
  });

  it("lets test files import any file of a feature", async () => {
    for (const file of ["app/routes/search.test.tsx", "app/modules/portal/lead-page.server.integration.test.ts", "server/app.test.ts"]) {
      expect(await boundaryErrors(file, `import { imported } from "~/modules/intake/create-lead.server";`), file).toEqual([]);
    }
  });

  it("gives every feature an entry, never lets index.ts re-export a .server file, and lists names (no export *)", () => {
    const modules = path.join(import.meta.dirname, "app/modules");
    for (const feature of FEATURE_ORDER) {
      const read = (name: string) => (existsSync(path.join(modules, feature, name)) ? readFileSync(path.join(modules, feature, name), "utf8") : "");
      const [client, server] = [read("index.ts"), read("index.server.ts")];
      expect(client + server, feature).not.toBe("");
      expect([...client.matchAll(/from "([^"]+)"/g)].map((match) => match[1]).filter((source) => /\.server$/.test(source!)), feature).toEqual([]);
      expect(client + server, feature).not.toMatch(/export \*/);
    }
  });
});

describe("one way to draw an icon and to link (eslint.config.js)", () => {
  const oneWayErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
  };

  it("refuses lucide-react and React Router's Link in app code", async () => {
    const errors = await oneWayErrors(
      "app/components/place/cta-band.tsx",
      'import { Phone } from "lucide-react";\nimport { Link, useHref } from "react-router";\nexport const used = [Phone, Link, useHref];\n',
    );
    expect(errors).toEqual([expect.stringMatching(/^Icons come from ~\/components\/ui\/icons/), expect.stringMatching(/^Link comes from ~\/components\/ui\/link/)]);
  });

  it("allows the app's own icons and Link, and lets the modules that wrap them import the packages", async () => {
    const app = 'import { Phone } from "~/components/ui/icons";\nimport { Link } from "~/components/ui/link";\nimport { useHref } from "react-router";\nexport const used = [Phone, Link, useHref];\n';
    expect(await oneWayErrors("app/components/place/cta-band.tsx", app)).toEqual([]);
    expect(await oneWayErrors("app/components/ui/icons.ts", 'import * as lucide from "lucide-react";\nexport const used = lucide;\n')).toEqual([]);
    expect(await oneWayErrors("app/components/ui/link.tsx", 'import { Link } from "react-router";\nexport const used = Link;\n')).toEqual([]);
  });
});
