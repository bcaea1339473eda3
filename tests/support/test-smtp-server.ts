import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * `helo` is the name the sending client greeted with (nodemailer's `name`): which process sent it.
 * `headers` has each header's value as it was sent, by its lower-case name.
 */
export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; helo: string; headers: Record<string, string> };

/**
 * A real SMTP server on 127.0.0.1 for integration tests (the peer outside our
 * system): it parses what it receives, can be stopped and started again on
 * the same port to play an outage, and refuses recipients starting with
 * "refused" with a permanent 550. For tests only.
 */
/** `onReceive` hears each mail as it arrives (a benchmark's clock). */
export async function startTestSmtpServer(options: { onReceive?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const instance = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("refused")) {
          callback(Object.assign(new Error("No such mailbox here"), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              helo: session.hostNameAppearsAs || "",
              headers: Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()])),
            };
            received.push(mail);
            options.onReceive?.(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      instance.server.once("error", reject);
      instance.listen(port, "127.0.0.1", () => resolve());
    });
    port = (instance.server.address() as AddressInfo).port;
    server = instance;
  };

  const stop = async () => {
    const instance = server;
    server = null;
    if (instance) await new Promise<void>((resolve) => instance.close(() => resolve()));
  };

  await listen();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    /** Stops accepting connections (an outage); `start` brings it back on the same port. */
    stop,
    async start() {
      if (!server) await listen();
    },
    close: stop,
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
