import { data } from "react-router";
import type { PageHandle } from "~/root";

/** The 404 page is plain HTML with a link home: it needs no script (docs/decisions/011). */
export const handle: PageHandle = { hydrate: false };

/** Every unknown URL: the root error boundary renders the 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
