import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it, vi } from "vitest";
import { chain, type Handler, onGet } from "./handler";

const req = {} as IncomingMessage;
const res = {} as ServerResponse;

describe("chain", () => {
  it("runs each middleware in order, then hands over", () => {
    const order: string[] = [];
    const mark = (name: string): Handler => (_req, _res, next) => {
      order.push(name);
      next();
    };
    const next = vi.fn();
    chain(mark("a"), mark("b"), mark("c"))(req, res, next);
    expect(order).toEqual(["a", "b", "c"]);
    expect(next).toHaveBeenCalledExactlyOnceWith();
  });

  it("stops at a middleware that answers", () => {
    const later = vi.fn();
    const next = vi.fn();
    chain(() => {}, later)(req, res, next);
    expect(later).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });

  it("passes an error on, whether given to next or thrown", () => {
    const later = vi.fn();
    const failure = new Error("no");
    const passed = vi.fn();
    chain((_req, _res, next) => next(failure), later)(req, res, passed);
    expect(passed).toHaveBeenCalledExactlyOnceWith(failure);
    const thrown = vi.fn();
    chain(() => {
      throw failure;
    }, later)(req, res, thrown);
    expect(thrown).toHaveBeenCalledExactlyOnceWith(failure);
    expect(later).not.toHaveBeenCalled();
  });

  it("continues after a middleware that finishes later", async () => {
    const next = vi.fn();
    chain((_req, _res, go) => void setTimeout(go, 1), (_req, _res, go) => go())(req, res, next);
    expect(next).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(next).toHaveBeenCalledOnce());
  });

  it("passes on a handler's rejected promise as an error", async () => {
    const failure = new Error("query failed");
    const next = vi.fn();
    chain(async () => {
      throw failure;
    })(req, res, next);
    await vi.waitFor(() => expect(next).toHaveBeenCalledExactlyOnceWith(failure));
  });
});

describe("onGet", () => {
  const visit = (method: string, url: string) => {
    const answered = vi.fn();
    const next = vi.fn();
    onGet("/healthz", answered)({ method, url } as IncomingMessage, res, next);
    return { answered: answered.mock.calls.length === 1, passed: next.mock.calls.length === 1 };
  };

  it("answers GET and HEAD of its exact path, with or without a query, and passes everything else on", () => {
    expect(visit("GET", "/healthz")).toEqual({ answered: true, passed: false });
    expect(visit("HEAD", "/healthz?probe=1")).toEqual({ answered: true, passed: false });
    expect(visit("POST", "/healthz")).toEqual({ answered: false, passed: true });
    expect(visit("GET", "/healthz/more")).toEqual({ answered: false, passed: true });
  });
});
