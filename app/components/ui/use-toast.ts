import { useSyncExternalStore, type ReactNode } from "react";
import { TOAST_DEFAULT_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD } from "~/lib/toast";

export { TOAST_DEFAULT_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, TOAST_SWIPE_THRESHOLD };

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to TOAST_DEFAULT_DURATION. */
  duration?: number;
  /** Optional element, e.g. <ToastAction altText="Undo">Undo</ToastAction>. */
  action?: ReactNode;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastItem }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure reducer: newest first, at most TOAST_LIMIT kept; no id on dismiss/remove means all. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const EMPTY: ToastState = { toasts: [] };
let memoryState: ToastState = EMPTY;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function dispatch(action: ToastAction) {
  memoryState = reducer(memoryState, action);
  if (action.type === "REMOVE_TOAST") {
    for (const [id, timer] of removeTimers) {
      if (action.toastId === undefined || action.toastId === id) {
        clearTimeout(timer);
        removeTimers.delete(id);
      }
    }
  }
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    dispatch({ type: "REMOVE_TOAST", toastId: id });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

/** Close one toast (or all); it is removed from the list TOAST_REMOVE_DELAY ms later. */
export function dismiss(toastId?: string) {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId];
  ids.forEach(scheduleRemoval);
  dispatch({ type: "DISMISS_TOAST", toastId });
}

/** Take one toast (or all) out of the list right away. */
export function remove(toastId?: string) {
  dispatch({ type: "REMOVE_TOAST", toastId });
}

export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  dispatch({ type: "ADD_TOAST", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } }),
  };
}

/** The store, for the Toaster and for tests. */
export const toastStore = {
  getSnapshot: (): ToastState => memoryState,
  getServerSnapshot: (): ToastState => EMPTY,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  dispatch,
};

export function useToast() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return { ...state, toast, dismiss };
}
