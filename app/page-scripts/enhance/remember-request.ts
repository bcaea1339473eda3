import { saveRecentRequest } from "~/modules/intake";

/**
 * Remembers this step as the visitor's recent request (category name, the
 * path with its query string, now) for the landing page's resume card.
 */
export function rememberRequest(
  category: string,
  location: Pick<Location, "pathname" | "search">,
  storage: () => Storage = () => window.localStorage,
) {
  try {
    saveRecentRequest(storage(), { category, route: `${location.pathname}${location.search}` });
  } catch {
    // Reading window.localStorage itself throws when storage is blocked; the card is optional.
  }
}
