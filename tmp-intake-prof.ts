import { openDatabase } from "~/db/client.server";
import { clientIp, postLead, startApp } from "./scripts/faults/app-process";
import { startPostgresInstance } from "./scripts/faults/postgres-instance";
import { seedProsThatTakeLeads, pinProcess, SERVER_CORE, LOAD_CORE } from "./scripts/bench/shared";

const postgres = startPostgresInstance(55439, { fsync: true });
try {
  postgres.prepareTemplate();
  const url = await postgres.createDatabase("prof_intake");
  const handle = await openDatabase({ databaseUrl: url });
  await seedProsThatTakeLeads(handle.db);
  await handle.close();
  const app = await startApp(4399, { DATABASE_URL: url }, undefined, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof-intake"]);
  pinProcess(app.child.pid, SERVER_CORE);
  pinProcess(process.pid, LOAD_CORE);
  let next = 0;
  const total = Number(process.env.N ?? 1800);
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 20 }, async () => {
    while (next < total) { const i = next++; await postLead(app.base, i, clientIp(i), "prof-"); }
  }));
  console.log("per second", total / ((performance.now() - t0) / 1000));
  console.log("mark", process.hrtime.bigint() / 1000n);
  await app.kill("SIGTERM");
} finally {
  postgres.remove();
}
