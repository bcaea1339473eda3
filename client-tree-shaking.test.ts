import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * vite.config.ts lets the client build drop any file of app/modules whose exports a page does not use, as if
 * importing it ran nothing. That holds while every such file has only declarations at its top level: a statement
 * that does something on import (a call, a loop, a bare `import "…"`) would be dropped from the browser silently.
 */
const DECLARATIONS = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.VariableStatement,
]);

function actionsOnImport(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => !DECLARATIONS.has(statement.kind) || (ts.isImportDeclaration(statement) && !statement.importClause))
    .map((statement) => `${file}:${source.getLineAndCharacterOfPosition(statement.getStart()).line + 1}: ${statement.getText().slice(0, 60)}`);
}

function browserFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.server\.tsx?$|\.test\.tsx?$|\.d\.ts$/.test(name))
    .map((name) => path.join(folder, name));
}

describe("files the client build may drop when unused", () => {
  it("run nothing when imported: only declarations at their top level", () => {
    const files = browserFiles("app/modules");
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(actionsOnImport)).toEqual([]);
  });

  it("are told apart: a call or a bare import at the top level is found", () => {
    const sample = path.join("app", "modules", "sample.ts");
    const found = (text: string) =>
      ts.createSourceFile(sample, text, ts.ScriptTarget.Latest, true).statements.filter((statement) => !DECLARATIONS.has(statement.kind) || (ts.isImportDeclaration(statement) && !statement.importClause)).length;
    expect(found('import "./polyfill";\nregister();\nif (x) y();')).toBe(3);
    expect(found('import { a } from "./a";\nexport const b = a + 1;\nexport function c() {}\nexport type D = string;')).toBe(0);
  });
});
