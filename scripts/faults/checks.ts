// A scenario's outcome: named checks, each passed or failed with what was seen.
export type Check = { name: string; ok: boolean; detail: string };

export function check(name: string, ok: boolean, detail = ""): Check {
  return { name, ok, detail };
}

/** The lead id in a success answer's redirect (/search?...&lead=<id>&token=...). */
export function leadIdFrom(location: string | null): string | null {
  if (!location) return null;
  return new URL(location, "http://x").searchParams.get("lead");
}

export function isLeadSuccess(status: number, location: string | null): boolean {
  return (status === 302 || status === 303) && leadIdFrom(location) !== null;
}
