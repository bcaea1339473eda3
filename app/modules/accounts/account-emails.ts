import { BRAND } from "~/brand";
import type { OutgoingEmail } from "~/modules/notifications/outbox.server";

/**
 * The accounts' e-mails. Every link is built from PUBLIC_URL (never from the
 * request's Host header, which a client controls).
 */
export function verificationEmail(publicUrl: string, { to, name, token }: { to: string; name: string; token: string }): OutgoingEmail {
  const link = `${publicUrl}/auth/callback?token=${encodeURIComponent(token)}`;
  return {
    template: "account-verify",
    to,
    subject: `Verify your e-mail for ${BRAND.name}`,
    body: [
      `Hi ${name},`,
      "",
      `Please confirm that this is your e-mail address by opening this link:`,
      link,
      "",
      "The link works for 24 hours. If you did not sign up, ignore this message.",
    ].join("\n"),
  };
}

/** Sent instead of a second account when someone signs up with an address we know. */
export function existingAccountEmail(publicUrl: string, { to }: { to: string }): OutgoingEmail {
  return {
    template: "account-exists",
    to,
    subject: `Your ${BRAND.name} account`,
    body: [
      "Someone, probably you, tried to sign up with this e-mail address, but it already has an account.",
      "",
      `Log in: ${publicUrl}/provider/login`,
      `Forgot your password? ${publicUrl}/forgot-password`,
      "",
      "If it was not you, you can ignore this message.",
    ].join("\n"),
  };
}

export function resetPasswordEmail(publicUrl: string, { to, token }: { to: string; token: string }): OutgoingEmail {
  return {
    template: "account-reset",
    to,
    subject: `Reset your ${BRAND.name} password`,
    body: [
      "We received a request to reset your password. Choose a new one here:",
      `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      "",
      "The link works for one hour. If you did not ask for it, ignore this message: your password stays the same.",
    ].join("\n"),
  };
}

export function welcomeEmail(publicUrl: string, { to, name }: { to: string; name: string }): OutgoingEmail {
  return {
    template: "account-welcome",
    to,
    subject: `Welcome to ${BRAND.name}`,
    body: [
      `Hi ${name},`,
      "",
      "Your e-mail address is confirmed. Welcome aboard!",
      `Log in any time: ${publicUrl}/provider/login`,
      `Questions? Call us at ${BRAND.phoneDisplay}.`,
    ].join("\n"),
  };
}
