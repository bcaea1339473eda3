import type { ServerResponse } from "node:http";

/** Ends an answer with a whole body of the given type (HEAD gets the headers only: Node drops the body). */
export function answer(res: ServerResponse, status: number, body: string | Buffer, type: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

export function answerText(res: ServerResponse, status: number, text: string): void {
  answer(res, status, text, "text/plain; charset=utf-8");
}

export function answerJson(res: ServerResponse, status: number, value: unknown): void {
  answer(res, status, JSON.stringify(value), "application/json; charset=utf-8");
}

/**
 * A redirect to a path of this site, with a line of text for a person. Callers pass a path the request guards
 * already found to be printable ASCII (server/request-guards.ts) or one of their own, so it goes out as it is:
 * its %-escapes are never rewritten.
 */
export function redirect(res: ServerResponse, status: 301 | 302 | 303, location: string): void {
  res.setHeader("Location", location);
  answerText(res, status, `Redirecting to ${location}`);
}
