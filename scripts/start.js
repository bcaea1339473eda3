// `npm start`: build the app, then serve it in production mode. With no
// DATABASE_URL the server migrates and seeds the embedded database itself.
import { spawn, spawnSync } from "node:child_process";

const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
