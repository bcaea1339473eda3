/**
 * Structured JSON logs, one object per line on stdout, so a log shipper can
 * parse them. Every request log carries the request id.
 */
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? "info") as Level | "silent";
  return ORDER[configured] ?? ORDER.info;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold()) return;
  const entry = { time: new Date().toISOString(), level, msg: message, ...fields };
  const line = JSON.stringify(entry, (_key, value) => (value instanceof Error ? describeError(value) : value));
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/**
 * An error as it may be logged: database errors carry the failed query's
 * parameters (names, e-mails, phones) in their message, so only the part
 * before the parameters is kept, with the driver's error code.
 */
export function describeError(error: Error): Record<string, unknown> {
  const cause = error.cause instanceof Error ? describeError(error.cause) : undefined;
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message.split(/\nparams:/)[0],
    ...(typeof code === "string" ? { code } : {}),
    ...(cause ? { cause } : {}),
    stack: error.stack?.split("\n").filter((line) => line.trimStart().startsWith("at ")).join("\n"),
  };
}
