import { data } from "react-router";

/** Every unknown URL: the root error boundary renders the 404 page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
