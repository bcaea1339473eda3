import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  dismiss,
  reducer,
  remove,
  toast,
  toastStore,
  type ToastItem,
} from "./use-toast";

const titles = () => toastStore.getSnapshot().toasts.map((t) => t.title);
const item = (id: string): ToastItem => ({ id, title: `T${id}`, open: true });

beforeEach(() => {
  vi.useFakeTimers();
  remove();
});

afterEach(() => {
  remove();
  vi.useRealTimers();
});

describe("constants", () => {
  it("match the spec", () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });
});

describe("reducer", () => {
  it("adds newest first and keeps at most 5", () => {
    let state = { toasts: [] as ToastItem[] };
    for (const id of ["1", "2", "3", "4", "5", "6", "7"]) {
      state = reducer(state, { type: "ADD_TOAST", toast: item(id) });
    }
    expect(state.toasts.map((t) => t.id)).toEqual(["7", "6", "5", "4", "3"]);
  });

  it("updates only the matching toast", () => {
    const state = { toasts: [item("1"), item("2")] };
    const next = reducer(state, { type: "UPDATE_TOAST", toast: { id: "2", title: "Changed" } });
    expect(next.toasts.map((t) => t.title)).toEqual(["T1", "Changed"]);
    expect(state.toasts[1]?.title).toBe("T2");
  });

  it("dismisses one or all by closing them", () => {
    const state = { toasts: [item("1"), item("2")] };
    expect(reducer(state, { type: "DISMISS_TOAST", toastId: "1" }).toasts.map((t) => t.open)).toEqual([false, true]);
    expect(reducer(state, { type: "DISMISS_TOAST" }).toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it("removes one or all", () => {
    const state = { toasts: [item("1"), item("2")] };
    expect(reducer(state, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(reducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("toast()", () => {
  it("keeps the 5 newest toasts, newest first", () => {
    for (let i = 1; i <= 7; i++) toast({ title: `Toast ${i}` });
    expect(titles()).toEqual(["Toast 7", "Toast 6", "Toast 5", "Toast 4", "Toast 3"]);
  });

  it("returns an id, update and dismiss; notifies subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const handle = toast({ title: "Saving", variant: "default", duration: 8000 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({ id: handle.id, open: true, duration: 8000 });

    handle.update({ title: "Saved", variant: "destructive" });
    expect(toastStore.getSnapshot().toasts[0]).toMatchObject({ id: handle.id, title: "Saved", variant: "destructive" });

    handle.dismiss();
    expect(toastStore.getSnapshot().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toastStore.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot().toasts).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it("gives every toast its own id", () => {
    const a = toast({ title: "A" });
    const b = toast({ title: "B" });
    expect(a.id).not.toBe(b.id);
  });

  it("dismiss() without id closes all, then removes all", () => {
    toast({ title: "A" });
    toast({ title: "B" });
    dismiss();
    expect(toastStore.getSnapshot().toasts.map((t) => t.open)).toEqual([false, false]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toastStore.getSnapshot().toasts).toEqual([]);
  });

  it("remove(id) takes one toast out at once and cancels its pending removal", () => {
    const a = toast({ title: "A" });
    toast({ title: "B" });
    a.dismiss();
    remove(a.id);
    expect(titles()).toEqual(["B"]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(titles()).toEqual(["B"]);
  });
});
