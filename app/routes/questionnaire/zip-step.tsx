// PLACEHOLDER: replaced by the page's real module before this lands.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
