import type { Result } from "~/lib/result";

/**
 * A small explicit state machine: each event names the states it may start
 * from and the one state it leads to. Lead deliveries, requests, refund
 * requests, purchases of credits and pros' vetting each have one graph
 * (app/modules/pipeline/delivery-states.ts, request-states.ts and
 * refund-request-states.ts beside it, app/modules/credits/purchase-states.ts,
 * app/modules/admin/verification-states.ts), and every change of their status
 * goes through `transitionIn`.
 */
export type StateGraph<S extends string, E extends string> = Readonly<Record<E, { readonly from: readonly S[]; readonly to: S }>>;

export type Transition<S extends string> = Result<S, { error: string }>;

/** The move `event` makes from `from`, or why it may not: "Cannot hire a lead that is offered." (`subject` names what moves). */
export function transitionIn<S extends string, E extends string>(graph: StateGraph<S, E>, from: S, event: E, subject: string): Transition<S> {
  const edge = graph[event];
  if (!edge) return { ok: false, error: `Unknown event "${event}".` };
  if (!edge.from.includes(from)) return { ok: false, error: `Cannot ${event} a ${subject} that is ${from}.` };
  return { ok: true, value: edge.to };
}

/** Every allowed move as [from, event, to], for documentation and tests. */
export function allowedMoves<S extends string, E extends string>(graph: StateGraph<S, E>): [S, E, S][] {
  return (Object.entries(graph) as [E, { from: readonly S[]; to: S }][]).flatMap(([event, edge]) =>
    edge.from.map((from): [S, E, S] => [from, event, edge.to]),
  );
}

/** The events that may happen from a state: what a screen can offer as next steps. */
export function eventsFrom<S extends string, E extends string>(graph: StateGraph<S, E>, from: S): E[] {
  return (Object.entries(graph) as [E, { from: readonly S[] }][]).filter(([, edge]) => edge.from.includes(from)).map(([event]) => event);
}

export class IllegalTransitionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IllegalTransitionError";
  }
}
