import { BRAND } from "~/brand";
import type { OutgoingEmail } from "~/modules/notifications/index.server";

/**
 * The review loop's e-mails, as plain values for queueEmail (which adds the
 * footer saying why each was sent). `userId` names the pro's account, whose
 * notification preferences apply to "review-received".
 */
export type ReviewEmail = OutgoingEmail;

export function reviewRequestEmail(args: {
  to: string;
  firstName: string;
  businessName: string;
  requestTitle: string;
  link: string;
}): ReviewEmail {
  return {
    template: "review-request",
    to: args.to,
    subject: `How did ${args.businessName} do?`,
    body: [
      `Hello ${args.firstName},`,
      "",
      `${args.businessName} says you hired them for "${args.requestTitle}". Once the job is done, please rate them from 1 to 5 stars and say how it went: your review helps other Ohio homeowners choose.`,
      "",
      `Write your review: ${args.link}`,
      "",
      "The link is yours alone and works for 90 days. You can review each pro you hire once.",
      "",
      `Thank you,\n${BRAND.name}`,
    ].join("\n"),
  };
}

export function reviewReceivedEmail(args: {
  to: string;
  userId: string | null;
  businessName: string;
  author: string;
  rating: number;
  body: string;
  link: string;
}): ReviewEmail {
  return {
    template: "review-received",
    to: args.to,
    userId: args.userId,
    subject: `New ${args.rating}-star review from ${args.author}`,
    body: [
      `Hello ${args.businessName},`,
      "",
      `${args.author} rated you ${args.rating} out of 5 stars:`,
      "",
      args.body,
      "",
      `The review is on your public profile. You can reply once, publicly, from the lead page: ${args.link}`,
    ].join("\n"),
  };
}

export function reviewReplyEmail(args: { to: string; firstName: string; businessName: string; reply: string; link: string }): ReviewEmail {
  return {
    template: "review-reply",
    to: args.to,
    subject: `${args.businessName} replied to your review`,
    body: [
      `Hello ${args.firstName},`,
      "",
      `${args.businessName} replied to your review:`,
      "",
      args.reply,
      "",
      `See it on their profile: ${args.link}`,
    ].join("\n"),
  };
}

/**
 * The homeowner said (on /account/requests) that they hired this pro: the pro
 * hears it from us, since the lead moved without the pro doing anything.
 */
export function hiredByHomeownerEmail(args: {
  to: string;
  userId: string | null;
  businessName: string;
  author: string;
  requestTitle: string;
  link: string;
}): ReviewEmail {
  return {
    template: "hired-by-homeowner",
    to: args.to,
    userId: args.userId,
    subject: `${args.author} says they hired you (${args.requestTitle})`,
    body: [
      `Hello ${args.businessName},`,
      "",
      `${args.author} told us they hired you for "${args.requestTitle}", so the lead is now marked hired and the request is closed to other pros.`,
      "",
      "They can now review your work; a review shows on your public profile, and you can reply to it once.",
      "",
      `See the lead: ${args.link}`,
    ].join("\n"),
  };
}
