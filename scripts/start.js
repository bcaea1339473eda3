// `npm start`: build the app, then serve it in production mode (`npm run
// serve`, `node scripts/start.js --no-build`, skips the build). With no
// DATABASE_URL the server migrates and seeds the embedded database itself.
// The server process gets the settings in server-launch.js.
import { spawn, spawnSync } from "node:child_process";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-launch.js";

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
  stdio: "inherit",
  env: { ...SERVER_ENV, ...process.env, NODE_ENV: process.env.NODE_ENV || "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
