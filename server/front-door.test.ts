import type { Request, RequestHandler, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { frontDoor } from "./front-door";

const req = {} as Request;
const res = {} as Response;

describe("frontDoor", () => {
  it("runs each middleware in order, then hands over", () => {
    const order: string[] = [];
    const mark = (name: string): RequestHandler => (_req, _res, next) => {
      order.push(name);
      next();
    };
    const next = vi.fn();
    frontDoor(mark("a"), mark("b"), mark("c"))(req, res, next);
    expect(order).toEqual(["a", "b", "c"]);
    expect(next).toHaveBeenCalledExactlyOnceWith();
  });

  it("stops at a middleware that answers", () => {
    const later = vi.fn();
    const next = vi.fn();
    frontDoor(() => {}, later)(req, res, next);
    expect(later).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });

  it("passes an error on, whether given to next or thrown", () => {
    const later = vi.fn();
    const failure = new Error("no");
    const passed = vi.fn();
    frontDoor((_req, _res, next) => next(failure), later)(req, res, passed);
    expect(passed).toHaveBeenCalledExactlyOnceWith(failure);
    const thrown = vi.fn();
    frontDoor(() => {
      throw failure;
    }, later)(req, res, thrown);
    expect(thrown).toHaveBeenCalledExactlyOnceWith(failure);
    expect(later).not.toHaveBeenCalled();
  });

  it("continues after a middleware that finishes later", async () => {
    const next = vi.fn();
    frontDoor((_req, _res, go) => void setTimeout(go, 1), (_req, _res, go) => go())(req, res, next);
    expect(next).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(next).toHaveBeenCalledOnce());
  });
});
