import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedText = { accountSid: string; to: string; from: string; body: string };

/**
 * A local HTTP server answering as Twilio's Messages API (the peer outside
 * our system) for tests: POST /2010-04-01/Accounts/{sid}/Messages.json with
 * HTTP Basic auth and a form body, answered 201 with the message as JSON.
 * Wrong credentials get Twilio's 401; a number in `unsubscribed` gets its 400
 * with code 21610 (the recipient texted STOP); `failNext` answers 500 to the
 * next requests. For tests only.
 */
export async function startTestTwilioServer(credentials: { accountSid: string; authToken: string }, options: { onReceive?: (text: ReceivedText) => void } = {}) {
  const received: ReceivedText[] = [];
  const unsubscribed = new Set<string>();
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) return answer(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString("base64")}`;
      if (req.headers.authorization !== expected || match[1] !== credentials.accountSid) {
        return answer(401, { code: 20003, message: "Authenticate", status: 401 });
      }
      if (failures > 0) {
        failures -= 1;
        return answer(500, { code: 20500, message: "Internal Server Error", status: 500 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const text = { accountSid: match[1]!, to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "" };
      if (unsubscribed.has(text.to)) {
        return answer(400, { code: 21610, message: "Attempt to send to unsubscribed recipient", status: 400 });
      }
      received.push(text);
      options.onReceive?.(text);
      answer(201, {
        sid: `SM${randomBytes(16).toString("hex")}`,
        account_sid: text.accountSid,
        to: text.to,
        from: text.from,
        body: text.body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        date_created: new Date().toUTCString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    unsubscribed,
    failNext(count: number) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestTwilioServer = Awaited<ReturnType<typeof startTestTwilioServer>>;
