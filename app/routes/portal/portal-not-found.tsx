import { data } from "react-router";

/** Any other /provider/… address inside the portal. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function PortalNotFound() {
  return null;
}
