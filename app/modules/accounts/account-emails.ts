import { BRAND } from "~/brand";
import type { OutgoingEmail } from "~/modules/notifications/index.server";

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

/** To the new address of an e-mail change: the change counts only once this link is opened. */
export function emailChangeEmail(publicUrl: string, { to, name, token }: { to: string; name: string; token: string }): OutgoingEmail {
  return {
    template: "account-email-change",
    to,
    subject: `Confirm your new e-mail for ${BRAND.name}`,
    body: [
      `Hi ${name},`,
      "",
      `You asked to use this address for your ${BRAND.name} account. Confirm it here:`,
      `${publicUrl}/account/confirm-email?token=${encodeURIComponent(token)}`,
      "",
      "The link works for 24 hours. Until you open it, your account keeps its old address. If you did not ask for this, ignore this message.",
    ].join("\n"),
  };
}

/** To the new address of an e-mail change when another account already uses it: the form does not say so. */
export function emailChangeTakenEmail(publicUrl: string, { to }: { to: string }): OutgoingEmail {
  return {
    template: "account-email-taken",
    to,
    subject: `Your ${BRAND.name} account`,
    body: [
      `Someone asked to move a ${BRAND.name} account to this address, but this address already has an account, so nothing changed.`,
      "",
      `Log in: ${publicUrl}/provider/login`,
      "",
      "If it was not you, you can ignore this message.",
    ].join("\n"),
  };
}

/** To the old address once a change took effect, so a stolen session cannot move an account silently. */
export function emailChangedNoticeEmail({ to, newEmail }: { to: string; newEmail: string }): OutgoingEmail {
  return {
    template: "account-email-changed",
    to,
    subject: `Your ${BRAND.name} e-mail address was changed`,
    body: [
      `Your ${BRAND.name} account now uses ${newEmail}; this address no longer signs in.`,
      "",
      `If you did not make this change, call us at ${BRAND.phoneDisplay}.`,
    ].join("\n"),
  };
}
