import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, describeError, isoTimeField, type LogLevel, withRequestId } from "./logger.server";

describe("describeError", () => {
  it("drops a failed query's parameters, which hold personal data", () => {
    const cause = Object.assign(new Error("invalid byte sequence"), { code: "22021" });
    const error = new Error("Failed query: insert into lead_contacts values ($1, $2)\nparams: Jane,jane@example.com", { cause });
    const described = JSON.stringify(describeError(error));
    expect(described).not.toContain("jane@example.com");
    expect(described).toContain("Failed query: insert into lead_contacts");
    expect(described).toContain("22021");
  });
});

describe("isoTimeField", () => {
  it("is pino's ISO time field of the millisecond it is asked for, also after another millisecond was asked", () => {
    const ms = Date.UTC(2026, 10, 29, 23, 59, 59, 999);
    expect(isoTimeField(ms)).toBe(',"time":"2026-11-29T23:59:59.999Z"');
    expect(isoTimeField(ms + 1)).toBe(',"time":"2026-11-30T00:00:00.000Z"');
    expect(isoTimeField(ms + 1)).toBe(',"time":"2026-11-30T00:00:00.000Z"');
    expect(isoTimeField(ms)).toBe(',"time":"2026-11-29T23:59:59.999Z"');
  });
});

/** A logger whose stdout and stderr lines are kept, parsed. */
function capturedLogger(level: LogLevel = "debug") {
  const out: Record<string, unknown>[] = [];
  const err: Record<string, unknown>[] = [];
  const into = (lines: Record<string, unknown>[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
  return { log: createLogger({ level, out: into(out), err: into(err) }), out, err };
}

describe("logger", () => {
  it("writes one JSON object per line: time, level, message and fields; warnings and errors on stderr", () => {
    const { log, out, err } = capturedLogger();
    log.info("lead received", { leadId: "l-1" });
    log.warn("slow transport", { ms: 1200 });
    expect(out).toEqual([{ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: "info", msg: "lead received", leadId: "l-1" }]);
    expect(err).toEqual([expect.objectContaining({ level: "warn", msg: "slow transport", ms: 1200 })]);
  });

  it("keeps lines below LOG_LEVEL out", () => {
    const { log, out, err } = capturedLogger("warn");
    log.debug("noise");
    log.info("noise");
    log.error("kept");
    expect(out).toEqual([]);
    expect(err.map((line) => line.msg)).toEqual(["kept"]);
  });

  it("logs an error field without the failed query's parameters", () => {
    const { log, err } = capturedLogger();
    log.error("insert failed", { error: new Error("Failed query: insert into leads values ($1)\nparams: jane@example.com") });
    expect(JSON.stringify(err[0])).not.toContain("jane@example.com");
    expect(err[0]?.error).toMatchObject({ name: "Error", message: "Failed query: insert into leads values ($1)" });
  });

  it("gives a line written in a request's async work that request's id, and a line outside any request none", async () => {
    const { log, out } = capturedLogger();
    const handle = (requestId: string, delayMs: number) =>
      withRequestId(requestId, async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        log.info("loader warning", { step: requestId });
        await Promise.resolve();
        setImmediate(() => log.info("after the answer", { step: requestId }));
      });
    // Two requests interleaved: each line must carry its own request's id, not the one that ran last.
    await Promise.all([handle("request-aaaa", 20), handle("request-bbbb", 5)]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    log.info("worker tick");
    const idsBy = (message: string) => Object.fromEntries(out.filter((line) => line.msg === message).map((line) => [line.step, line.requestId]));
    expect(idsBy("loader warning")).toEqual({ "request-aaaa": "request-aaaa", "request-bbbb": "request-bbbb" });
    expect(idsBy("after the answer")).toEqual({ "request-aaaa": "request-aaaa", "request-bbbb": "request-bbbb" });
    expect(out.find((line) => line.msg === "worker tick")).not.toHaveProperty("requestId");
  });
});
