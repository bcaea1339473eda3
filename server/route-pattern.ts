import type { ServerBuild } from "react-router";

type Pattern = { pattern: string; regex: RegExp; score: number; dynamic: boolean };

/** React Router's ranking, kept small: a static segment beats a dynamic one, which beats a splat; an index page adds a little. */
const SCORE = { static: 10, dynamic: 3, splat: -2, index: 2 } as const;

/**
 * The route pattern a path matches in the app's route table ("/pros/:slug", "/provider/leads/:leadId"), for
 * metrics labels: the raw path would make a series per lead, pro and place. Every full pattern is compiled
 * once from the build's route manifest. A path that is a pattern with no parameter (most pages, and the
 * server's own endpoints in `ownPaths`, answered before the router) is found in a map; only the others try the
 * dynamic patterns' regular expressions, best first. An exact static match always outranks a dynamic one, as in
 * React Router, since a static segment scores above any parameter. (React Router's public `matchRoutes`
 * flattens and ranks the whole table on every call, which cost a signed-in page about a twentieth of its CPU:
 * scripts/bench/signed-in.ts; and /healthz, before this map, tried every pattern and fell to the catch-all.)
 */
export function routePatterns(routes: ServerBuild["routes"], ownPaths: readonly string[] = []): (pathname: string) => string {
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
  const statics = new Map<string, string>();
  for (const { pattern, dynamic } of patterns) if (!dynamic && !statics.has(pattern.toLowerCase())) statics.set(pattern.toLowerCase(), pattern);
  for (const path of ownPaths) statics.set(path.toLowerCase(), path);
  const dynamics = patterns.filter(({ dynamic }) => dynamic);

  return (pathname) => {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    const data = pathname.endsWith(".data");
    const path = data ? pathname.slice(0, -".data".length) || "/" : pathname;
    // As the expressions do: any case, one trailing slash or none.
    const key = path.length > 1 && path.endsWith("/") ? path.slice(0, -1).toLowerCase() : path.toLowerCase();
    const found = statics.get(key) ?? dynamics.find(({ regex }) => regex.test(path))?.pattern;
    return found ? `${found}${data ? ".data" : ""}` : "unmatched";
  };
}

function compile(segments: string[], index: boolean): Pattern {
  let score = index ? SCORE.index : 0;
  let dynamic = false;
  const parts = segments.map((segment) => {
    if (segment === "*") {
      score += SCORE.splat;
      dynamic = true;
      return "(?:/.*)?";
    }
    if (segment.startsWith(":")) {
      score += SCORE.dynamic;
      dynamic = true;
      return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    }
    score += SCORE.static;
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  });
  return { pattern: `/${segments.join("/")}`, regex: new RegExp(`^${parts.join("")}/?$`, "i"), score, dynamic };
}
