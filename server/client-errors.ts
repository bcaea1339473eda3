import type { Socket } from "node:net";

/**
 * The most a request's line and headers may take. The questionnaire carries its answers in the address
 * (app/modules/intake/questionnaire.ts): 2,000 characters of details in Chinese or emoji, each written as
 * nine to twelve bytes of %-escapes, pass Node's default of 16 KB. Four times that leaves room for every answer and
 * the cookies; a proxy in front needs the same room (docs/deploy.md).
 */
export const MAX_HEADER_BYTES = 64 * 1024;

const TOO_LONG_PAGE = [
  "<!DOCTYPE html>",
  '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  "<title>Too long to send | Buckeye Pros</title></head>",
  '<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">',
  "<h1>Your answers are too long to send</h1>",
  "<p>Please go back, shorten the longest text you typed, and try again. Nothing was sent.</p>",
  '<p><a href="/">Go to the home page</a></p>',
  "</body></html>",
].join("");

/**
 * Node's answer to a request it could not read (the server's `clientError`), before the app sees it: a request
 * whose address or headers are too long gets a page that says what happened, not Node's empty 431; anything else
 * the 400 Node sends. A socket already written to, or gone, is only closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || socket.writableEnded) {
    socket.destroy();
    return;
  }
  if (error.code === "HPE_HEADER_OVERFLOW") {
    const body = Buffer.from(TOO_LONG_PAGE, "utf8");
    socket.end(
      `HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
        `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${TOO_LONG_PAGE}`,
    );
    return;
  }
  socket.end("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
}
