import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The route pattern a path matches in the app's route table ("/pros/:slug", "/provider/leads/:leadId"), for
 * metrics labels: the raw path would make a series per lead, pro and place. Built once from the build's
 * route manifest and matched with React Router's own `matchRoutes`.
 */
export function routePatterns(routes: ServerBuild["routes"]): (pathname: string) => string {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const objects = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object: RouteObject = route.index
      ? { id: route.id, index: true, path: route.path }
      : { id: route.id, path: route.path, children: [] };
    objects.set(route.id, object);
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), object]);
  }
  for (const [id, object] of objects) if (!object.index) object.children = byParent.get(id) ?? [];
  const tree = byParent.get(undefined) ?? [];

  return (pathname) => {
    if (pathname.startsWith("/assets/")) return "/assets/*";
    const data = pathname.endsWith(".data");
    const matches = matchRoutes(tree, data ? pathname.slice(0, -".data".length) || "/" : pathname);
    if (!matches) return "unmatched";
    const pattern = matches
      .map((match) => match.route.path ?? "")
      .filter(Boolean)
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern.replace(/^\//, "")}${data ? ".data" : ""}`;
  };
}
