// Scenario: the server is killed with SIGKILL during a load of lead
// submissions, accepts and purchases; after a restart every pro's ledger sums
// to its balance and nothing is charged or credited twice.
import { type AppProcess, clientIp, postLead, sleep, startApp } from "./app-process";
import { check, type Check } from "./checks";
import { acceptLead, buyCredits, logIn, type Pro, postCallback, signUpPro } from "./portal-load";
import type { PostgresInstance } from "./postgres-instance";

const DATABASE = "fault_kill";
const PROS = 3;
const LOAD_BEFORE_KILL_MS = 6_000;

export async function serverKill(postgres: PostgresInstance, port: number): Promise<Check[]> {
  // The test checkout stands in for the card processor; an operator approves the pros in the console (portal-load.ts).
  const env = { DATABASE_URL: await postgres.createDatabase(DATABASE), PAYMENTS: "test" };
  let app: AppProcess = await startApp(port, env);
  try {
    const pros: Pro[] = [];
    for (let n = 0; n < PROS; n += 1) pros.push(await signUpPro(app.base, postgres, DATABASE, n));
    const callbacks: Record<string, string>[] = [];
    const accepted: { pro: Pro; leadId: string }[] = [];
    // Credits first: a pro without them is offered nothing.
    for (const pro of pros) {
      const bought = await buyCredits(app.base, pro);
      if (bought) callbacks.push(bought.fields);
    }
    let stop = false;
    const offered = async (pro: Pro) =>
      (
        await postgres.query<{ lead_id: string }>(
          DATABASE,
          "select lead_id from lead_deliveries where provider_id = $1 and status = 'offered' order by created_at limit 3",
          [pro.providerId],
        )
      ).map((row) => row.lead_id);
    const running = app;
    const swallow = (work: () => Promise<unknown>) => work().catch(() => sleep(20));
    const load = Promise.all([
      // Homeowners: leads in the pros' categories and area.
      ...Array.from({ length: 6 }, (_unused, client) =>
        (async () => {
          for (let i = client; !stop; i += 6) await swallow(() => postLead(running.base, i, clientIp(i), "kill"));
        })(),
      ),
      // Each pro: accept what is offered, buy credits now and then.
      ...pros.map((pro) =>
        (async () => {
          for (let round = 0; !stop; round += 1) {
            await swallow(async () => {
              if (round % 3 === 2) {
                const bought = await buyCredits(running.base, pro);
                if (bought) callbacks.push(bought.fields);
              }
              for (const leadId of await offered(pro)) {
                await acceptLead(running.base, pro, leadId);
                accepted.push({ pro, leadId });
              }
            });
            await sleep(50);
          }
        })(),
      ),
    ]);
    // Killed mid-load: after LOAD_BEFORE_KILL_MS and some accepts (a busy machine is slow to get there), at most 30 s in.
    const loadStarted = Date.now();
    while (Date.now() - loadStarted < 30_000 && (Date.now() - loadStarted < LOAD_BEFORE_KILL_MS || accepted.length < 2)) await sleep(100);
    await app.kill("SIGKILL");
    stop = true;
    await load;

    app = await startApp(port, env);
    // After the restart: the same accepts and payment callbacks again (a pro's retry, a processor's redelivery).
    const relogged = await Promise.all(pros.map(async (pro, n) => ({ ...pro, cookie: await logIn(app.base, pro.email, "correct horse battery staple", n) })));
    for (const { pro, leadId } of accepted) await acceptLead(app.base, relogged[pros.indexOf(pro)]!, leadId);
    for (const fields of callbacks) await postCallback(app.base, fields);

    const balances = await postgres.query<{ provider_id: string; balance: number; ledger_sum: number; last_after: number | null }>(
      DATABASE,
      `select p.id as provider_id, p.credit_balance as balance,
              coalesce((select sum(amount) from credit_ledger l where l.provider_id = p.id), 0)::int as ledger_sum,
              (select balance_after from credit_ledger l where l.provider_id = p.id order by created_at desc, balance_after limit 1) as last_after
       from providers p where p.id = any($1::uuid[])`,
      [pros.map((pro) => pro.providerId)],
    );
    const doubleCharges = await postgres.query<{ count: string }>(
      DATABASE,
      `select count(*) from (select provider_id, lead_id from credit_ledger where kind = 'lead_charge'
       group by provider_id, lead_id having count(*) > 1) twice`,
    );
    const charges = await postgres.query<{ count: string }>(
      DATABASE,
      "select count(*) from credit_ledger where kind = 'lead_charge' and provider_id = any($1::uuid[])",
      [pros.map((pro) => pro.providerId)],
    );
    const payments = await postgres.query<{ paid: string; purchases: string }>(
      DATABASE,
      `select (select count(*) from payments where status = 'paid') as paid,
              (select count(*) from credit_ledger where kind = 'purchase') as purchases`,
    );
    const off = balances.filter((row) => row.balance !== row.ledger_sum || (row.last_after !== null && row.last_after !== row.balance));
    return [
      check("the server starts again after SIGKILL", app.alive()),
      check(
        "every pro's ledger sums to its balance",
        balances.length === PROS && off.length === 0,
        balances.map((row) => `${row.balance}/${row.ledger_sum}`).join(", ") + " (balance/ledger sum)",
      ),
      check(
        "no lead is charged twice",
        Number(doubleCharges[0]?.count) === 0 && Number(charges[0]?.count) > 0,
        `${charges[0]?.count} charges to the test pros, ${accepted.length} accepts sent (each twice at once, and again after the restart)`,
      ),
      check(
        "each paid payment is credited once",
        payments[0]?.paid === payments[0]?.purchases,
        `${payments[0]?.paid} paid, ${payments[0]?.purchases} purchase entries, ${callbacks.length} callbacks (each sent 3 times)`,
      ),
    ];
  } finally {
    await app.kill("SIGTERM");
  }
}
