import type { ServerBuild } from "react-router";

type Pattern = { pattern: string; regex: RegExp; score: number };

/** React Router's ranking, kept small: a static segment beats a dynamic one, which beats a splat; an index page adds a little. */
const SCORE = { static: 10, dynamic: 3, splat: -2, index: 2 } as const;

/**
 * The route pattern a path matches in the app's route table ("/pros/:slug", "/provider/leads/:leadId"), for
 * metrics labels: the raw path would make a series per lead, pro and place. Every full pattern is compiled
 * once from the build's route manifest; each request then tries a list of regular expressions. (React
 * Router's public `matchRoutes` flattens and ranks the whole table on every call, which cost a signed-in
 * page about a twentieth of its CPU: scripts/bench/signed-in.ts.)
 */
export function routePatterns(routes: ServerBuild["routes"]): (pathname: string) => string {
  const children = new Map<string | undefined, NonNullable<ServerBuild["routes"][string]>[]>();
  for (const route of Object.values(routes)) {
    if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  }
  const patterns: Pattern[] = [];
  const walk = (parentId: string | undefined, segments: string[]) => {
    for (const route of children.get(parentId) ?? []) {
      const own = [...segments, ...(route.path ?? "").split("/").filter(Boolean)];
      const hasChildren = (children.get(route.id) ?? []).length > 0;
      if (route.index || route.path || !hasChildren) patterns.push(compile(own, Boolean(route.index)));
      if (!route.index) walk(route.id, own);
    }
  };
  walk(undefined, []);
  // Highest score first; ties keep the route table's order, as React Router does.
  patterns.sort((a, b) => b.score - a.score);

  return (pathname) => {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    const data = pathname.endsWith(".data");
    const path = data ? pathname.slice(0, -".data".length) || "/" : pathname;
    const found = patterns.find(({ regex }) => regex.test(path));
    return found ? `${found.pattern}${data ? ".data" : ""}` : "unmatched";
  };
}

function compile(segments: string[], index: boolean): Pattern {
  let score = index ? SCORE.index : 0;
  const parts = segments.map((segment) => {
    if (segment === "*") {
      score += SCORE.splat;
      return "(?:/.*)?";
    }
    if (segment.startsWith(":")) {
      score += SCORE.dynamic;
      return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    }
    score += SCORE.static;
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return { pattern: `/${segments.join("/")}`, regex: new RegExp(`^${parts.join("")}/?$`, "i"), score };
}
