// React Router for app code in the server build: the same module, with the
// server's cheaper Link (app/components/ui/static-link.tsx, vite-plugins/static-icons.ts).
export * from "react-router";
export { Link } from "./static-link";
