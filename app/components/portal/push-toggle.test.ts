import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { permissionState, registerPortalServiceWorker } from "./push-toggle";

afterEach(() => vi.unstubAllGlobals());

/** A browser's service worker container: the worker is active; `controller` is the tab's. */
function browserWith(controller: object | null) {
  const postMessage = vi.fn();
  const registration = { active: { postMessage } };
  vi.stubGlobal("navigator", {
    serviceWorker: { controller, register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { postMessage, registration };
}

describe("registerPortalServiceWorker", () => {
  it("asks the active worker to claim a tab it does not control", async () => {
    const { postMessage, registration } = browserWith(null);
    expect(await registerPortalServiceWorker()).toBe(registration);
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith("claim"));
  });

  it("asks nothing of the worker when it controls the tab already", async () => {
    const { postMessage } = browserWith({ scriptURL: "/portal-sw.js" });
    await registerPortalServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe("permissionState", () => {
  it("calls only a denied permission blocked", () => {
    expect(permissionState("denied", false)).toBe("blocked");
    expect(permissionState("denied", true)).toBe("blocked");
  });

  it("leaves a dismissed prompt off, so the button asks again", () => {
    expect(permissionState("default", false)).toBe("off");
  });

  it("is on only with permission and a subscription", () => {
    expect(permissionState("granted", true)).toBe("on");
    expect(permissionState("granted", false)).toBe("off");
  });
});

describe("public/portal-sw.js", () => {
  /** The worker's script run with a stand-in for its global scope; returns its listeners and the claim spy. */
  function worker() {
    const listeners = new Map<string, (event: unknown) => void>();
    const claim = vi.fn(async () => undefined);
    const self = { location: { origin: "https://example.test" }, clients: { claim }, addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
    runInNewContext(readFileSync(new URL("../../../public/portal-sw.js", import.meta.url), "utf8"), { self, URL });
    const send = (data: unknown) => {
      const waited: Promise<unknown>[] = [];
      listeners.get("message")!({ data, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
      return waited;
    };
    return { send, claim };
  }

  it("claims the open tabs when a tab asks", () => {
    const { send, claim } = worker();
    expect(send("claim")).toHaveLength(1);
    expect(claim).toHaveBeenCalledOnce();
  });

  it("ignores any other message", () => {
    const { send, claim } = worker();
    expect(send("hello")).toHaveLength(0);
    expect(claim).not.toHaveBeenCalled();
  });
});
