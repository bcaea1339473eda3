// PLACEHOLDER: replaced by the real resource route before this lands.
export function loader() {
  return new Response("Not Found", { status: 404 });
}
