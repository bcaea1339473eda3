import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerClientError, MAX_HEADER_BYTES } from "./client-errors";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (_req, res) => res.end("ok"));
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the server writes back to one raw request. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

// 2,000 characters of Chinese details, as the questionnaire's address carries them: about 18 KB of %-escapes.
const longDetails = encodeURIComponent("漏".repeat(2000));

it("takes the questionnaire's longest answers, which pass Node's default 16 KB", async () => {
  expect(longDetails.length).toBeGreaterThan(16 * 1024);
  const answer = await exchange(`GET /contact-info?details=${longDetails} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
});

it("answers a request longer than that with a page saying what to do, not an empty 431", async () => {
  const answer = await exchange(`GET /contact-info?details=${longDetails.repeat(4)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  expect(answer).toContain("Content-Type: text/html; charset=utf-8");
  expect(answer).toContain("Your answers are too long to send");
  const [head, body] = answer.split("\r\n\r\n");
  expect(Number(/Content-Length: (\d+)/.exec(head!)![1])).toBe(Buffer.byteLength(body!));
});

it("answers a request Node cannot read at all with a bare 400", async () => {
  expect(await exchange("NOT A REQUEST\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
});
