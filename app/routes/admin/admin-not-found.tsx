import { data } from "react-router";

/** Any other /admin path: the console's own 404 (after the layout's guard). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
