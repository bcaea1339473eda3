/**
 * The boot log's line when the server cannot take its address (server.js). Node's own answer to an unhandled
 * listen error is a stack trace after the boot lines, which read as if the process had started.
 */
export function listenFailureMessage(error: Error & { code?: string }, address: { host: string; port: number }): string {
  const where = `${address.host}:${address.port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `cannot listen on ${where}: another process already uses this port; stop it or give this process another PORT`;
    case "EACCES":
      return `cannot listen on ${where}: this user may not open this port (ports below 1024 need privileges); choose another PORT`;
    case "EADDRNOTAVAIL":
      return `cannot listen on ${where}: this machine has no such address; check HOST`;
    default:
      return `cannot listen on ${where}: ${error.message}`;
  }
}
