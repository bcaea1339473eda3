import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { logger } from "~/lib/logger.server";

/**
 * One e-mail as the outbox hands it over: the plain-text part, the HTML part
 * when there is one, and the recipient's stop link for mail they may turn off.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; unsubscribeUrl?: string; template: string };

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * Real delivery over SMTP (SMTP_URL). The timeouts keep one send well inside
 * the outbox's claim (CLAIM_LEASE_MS): nodemailer's defaults wait minutes on a
 * server that accepts the connection and then says nothing.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Settings in SMTP_URL's query string win over these.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.unsubscribeUrl ? unsubscribeHeaders(message.unsubscribeUrl) : undefined,
      });
    },
  };
}

/**
 * The stop link as mail programs offer it beside the sender's name (RFC 2369),
 * and as one click (RFC 8058): the program posts `List-Unsubscribe=One-Click`
 * to the link itself, which turns that kind of mail off with no page to confirm.
 */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * With no SMTP configured, each message becomes a JSON file in DATA_DIR/outbox,
 * so sign-up and notifications can be followed on a fresh machine. The folder
 * is made when a write finds it missing, not before every message (a mkdir per
 * mail was a visible share of lead intake's CPU in a profile).
 */
export function fileOutboxTransport(directory: string, from: string): MailTransport {
  return {
    async send(message) {
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, "-")}-${message.template}-${Math.random().toString(36).slice(2, 8)}.json`;
      const file = path.join(directory, name);
      const text = `${JSON.stringify({ from, createdAt, ...message }, null, 2)}\n`;
      await writeFile(file, text).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
        await mkdir(directory, { recursive: true });
        await writeFile(file, text);
      });
      // Where a newcomer running `npm start` without SMTP finds the mail (README.md, "Mail without SMTP").
      logger.info("mail written to the local outbox", { file, subject: message.subject });
    },
  };
}
