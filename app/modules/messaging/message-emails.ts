import type { MessageSender } from "~/db/enums";
import type { OutgoingEmail } from "~/modules/notifications/index.server";
import { THREAD_LINK_DAYS, threadLinkUrl, type MessagingConfig } from "./thread-link.server";
import { pushPreview } from "~/modules/notifications";

/**
 * The e-mail a new message sends to the other side: to the pro, a link to the
 * lead in the portal (where it logs in); to the homeowner, the signed link to
 * this thread, which needs no password.
 */
export type MessageEmailFacts = {
  to: string;
  sender: MessageSender;
  body: string;
  leadId: string;
  threadId: string;
  title: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string;
  /** Whether the pro paid for the lead: before, the pro's e-mail does not name the homeowner (homeownerNameForPro). */
  paid: boolean;
  now: Date;
};

/**
 * How the pro's e-mails, pushes and texts name the homeowner: first name and initial once the pro paid for the lead,
 * nobody before, as the portal does (its lead title and page show the name only with the contact the pro pays for:
 * lead-title.ts, app/modules/portal/pro-inbox.server.ts). Null: say "A homeowner".
 */
export function homeownerNameForPro(args: { firstName: string | null; lastName: string | null; paid: boolean }): string | null {
  const first = args.firstName?.trim();
  if (!args.paid || !first) return null;
  const initial = (args.lastName ?? "").trim().charAt(0);
  return initial ? `${first} ${initial}.` : first;
}

export function messageEmail(config: MessagingConfig, facts: MessageEmailFacts): OutgoingEmail {
  if (facts.sender === "homeowner") {
    const name = homeownerNameForPro(facts);
    const homeowner = name ?? "a homeowner";
    return {
      template: "message-to-pro",
      to: facts.to,
      subject: `New message from ${homeowner} (${facts.title})`,
      body: [
        `Hello ${facts.businessName},`,
        "",
        `${name ?? "A homeowner"} wrote to you about "${facts.title}":`,
        "",
        facts.body,
        "",
        // A pro writes only once it accepted the lead (sendAsPro, thread-access.server.ts).
        facts.paid
          ? `Read and reply in your portal: ${config.publicUrl}/provider/leads/${facts.leadId}`
          : `Accept the lead in your portal to reply and see the contact details: ${config.publicUrl}/provider/leads/${facts.leadId}`,
      ].join("\n"),
      push: { title: `New message from ${homeowner}`, body: pushPreview(facts.body), openPath: `/provider/leads/${facts.leadId}` },
    };
  }
  return {
    template: "message-to-homeowner",
    to: facts.to,
    subject: `${facts.businessName} sent you a message (${facts.title})`,
    body: [
      `Hello${facts.firstName ? ` ${facts.firstName}` : ""},`,
      "",
      `${facts.businessName} wrote to you about your request "${facts.title}":`,
      "",
      facts.body,
      "",
      `Reply here, no password needed (the link works for ${THREAD_LINK_DAYS} days):`,
      threadLinkUrl(config, facts.threadId, facts.now),
      "",
      `With an account you can also read every message in My requests: ${config.publicUrl}/account/requests`,
    ].join("\n"),
  };
}
