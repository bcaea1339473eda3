import { describe, expect, it } from "vitest";
import { messageEmail } from "./message-emails";
import { checkThreadLink } from "./thread-link.server";

const config = { publicUrl: "https://buckeye.test", secret: "k".repeat(40) };
const facts = {
  body: "Thursday at 9?",
  leadId: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
  threadId: "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
  title: "Plumbing Service Request",
  firstName: "Noor",
  lastName: "Haddad",
  businessName: "Marietta Flow",
  paid: true,
  now: new Date("2026-03-02T14:00:00Z"),
};

describe("message e-mails", () => {
  it("sends the pro the portal's lead page and only the homeowner's first name and initial", () => {
    const mail = messageEmail(config, { ...facts, to: "pro@example.com", sender: "homeowner" });
    expect(mail).toMatchObject({ template: "message-to-pro", to: "pro@example.com", subject: "New message from Noor H. (Plumbing Service Request)" });
    expect(mail.body).toContain("Thursday at 9?");
    expect(mail.body).toContain(`https://buckeye.test/provider/leads/${facts.leadId}`);
    expect(mail.body).not.toContain("Haddad");
    expect(mail.body).not.toContain("/messages/");
  });

  it("does not name the homeowner to a pro who has not paid for the lead, and asks it to accept before replying", () => {
    const mail = messageEmail(config, { ...facts, paid: false, to: "pro@example.com", sender: "homeowner" });
    expect(mail.subject).toBe("New message from a homeowner (Plumbing Service Request)");
    expect(mail.push?.title).toBe("New message from a homeowner");
    expect(`${mail.subject}\n${mail.body}\n${mail.push?.title}`).not.toContain("Noor");
    expect(mail.body).toContain("A homeowner wrote to you");
    expect(mail.body).toContain(`Accept the lead in your portal to reply and see the contact details: https://buckeye.test/provider/leads/${facts.leadId}`);
    expect(mail.body).toContain("Thursday at 9?");
  });

  it("sends the homeowner a signed link bound to the thread, good for 30 days", () => {
    const mail = messageEmail(config, { ...facts, to: "noor@example.com", sender: "pro" });
    expect(mail).toMatchObject({ template: "message-to-homeowner", subject: "Marietta Flow sent you a message (Plumbing Service Request)" });
    const token = /https:\/\/buckeye\.test\/messages\/(\S+)/.exec(mail.body)![1]!;
    expect(checkThreadLink(config.secret, token, new Date("2026-03-31T14:00:00Z"))).toEqual({ ok: true, payload: facts.threadId });
    expect(checkThreadLink(config.secret, token, new Date("2026-04-02T14:00:00Z"))).toEqual({ ok: false, reason: "expired" });
  });
});
