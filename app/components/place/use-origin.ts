import { useRouteLoaderData } from "react-router";

/** The site origin from the root loader, for absolute URLs in structured data. */
export function useOrigin(): string {
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  return root?.origin ?? "";
}
