import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contactMessages, notifications } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { HONEYPOT_FIELD } from "~/modules/security/honeypot";
import { RateLimiter } from "~/modules/security/rate-limit";
import type { ContactForm } from "./contact-form";
import {
  CONTACT_MESSAGE_TEMPLATE,
  CONTACT_REPEAT_WINDOW_MS,
  handleContactSubmission,
  storeContactMessage,
  operatorMailbox,
} from "./contact-messages.server";

const sender = { ip: "203.0.113.9", userAgent: "vitest" };
const message: ContactForm = {
  name: "Dana Whitaker",
  email: "dana@example.com",
  phone: "6145550123",
  topic: "billing",
  message: "I bought credits twice by mistake. Can one purchase be refunded?",
};

const validFields = {
  name: "Marcus Bell",
  email: "marcus@example.com",
  phone: "",
  topic: "request",
  message: "Nobody has called me about my plumbing request yet.",
};

describe(`contact messages on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(contactMessages);
    await handle.db.delete(notifications);
  });

  it("stores the message and queues the operators' e-mail together", async () => {
    const { id } = await storeContactMessage(handle.db, message, sender);
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...message, ip: sender.ip, userAgent: "vitest" });
    const mail = await handle.db.select().from(notifications);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      template: CONTACT_MESSAGE_TEMPLATE,
      recipient: operatorMailbox(),
      subject: "Contact form: Credits and billing from Dana Whitaker",
      status: "pending",
    });
    expect(mail[0]!.body).toContain(message.message);
    expect(mail[0]!.body).toContain("dana@example.com");
    expect(mail[0]!.body).toContain(id);
  });

  it("keeps neither when queueing the e-mail fails", async () => {
    // The same database, but inside its transactions the outbox insert throws.
    const failingOutbox = new Proxy(handle.db, {
      get(target, prop, receiver) {
        if (prop !== "transaction") return Reflect.get(target, prop, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(
              new Proxy(tx, {
                get(txTarget, txProp) {
                  const value = Reflect.get(txTarget, txProp, txTarget);
                  if (txProp !== "insert") return typeof value === "function" ? value.bind(txTarget) : value;
                  return (table: unknown) => {
                    if (table === notifications) throw new Error("outbox unavailable");
                    return txTarget.insert(table as typeof contactMessages);
                  };
                },
              }),
            ),
          );
      },
    });
    await expect(storeContactMessage(failingOutbox, message, sender)).rejects.toThrow("outbox unavailable");
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
  });

  it("answers a filled honeypot as sent and stores nothing", async () => {
    const result = await handleContactSubmission({
      db: handle.db,
      fields: ({ ...validFields, [HONEYPOT_FIELD]: "https://spam.example" }),
      sender,
      limiter: new RateLimiter({ name: "test", limit: 5, windowMs: 60_000 }),
    });
    expect(result).toEqual({ ok: true, value: { name: "Marcus Bell" } });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
  });

  it("returns field errors and what was typed, storing nothing", async () => {
    const result = await handleContactSubmission({
      db: handle.db,
      fields: ({ ...validFields, email: "marcus@", message: "hi" }),
      sender,
      limiter: new RateLimiter({ name: "test", limit: 5, windowMs: 60_000 }),
    });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { email: "Please enter a valid email address", message: expect.stringContaining("at least 10") },
      values: { ...validFields, email: "marcus@", message: "hi" },
    });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
  });

  it("refuses the sixth message from one IP within the window", async () => {
    const limiter = new RateLimiter({ name: "test", limit: 5, windowMs: 10 * 60 * 1000 });
    // Five different messages: the same one again is a repeat, stored once (below).
    const numbered = (i: number) => ({ ...validFields, message: `${validFields.message} (${i})` });
    for (let i = 0; i < 5; i += 1) {
      const result = await handleContactSubmission({ db: handle.db, fields: numbered(i), sender, limiter });
      expect(result.ok).toBe(true);
    }
    const sixth = await handleContactSubmission({ db: handle.db, fields: numbered(5), sender, limiter });
    expect(sixth).toMatchObject({ ok: false, reason: "rate-limited", values: numbered(5) });
    expect(!sixth.ok && sixth.reason === "rate-limited" && sixth.message).toContain("Please wait");
    const other = await handleContactSubmission({
      db: handle.db,
      fields: numbered(5),
      sender: { ...sender, ip: "198.51.100.7" },
      limiter,
    });
    expect(other.ok).toBe(true);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(6);
    expect(await handle.db.select().from(notifications)).toHaveLength(6);
  });

  it("stores a message sent twice (a double click, a reload of the answer) once, and thanks both times", async () => {
    const limiter = new RateLimiter({ name: "test", limit: 5, windowMs: 10 * 60 * 1000 });
    const typed = { ...validFields, name: "Zoë Núñez-Smith", message: "  My request is lost 👋\n\nCan you look?  " };
    const answers = await Promise.all([1, 2].map(() => handleContactSubmission({ db: handle.db, fields: typed, sender, limiter })));
    answers.push(await handleContactSubmission({ db: handle.db, fields: typed, sender, limiter }));
    for (const answer of answers) expect(answer).toEqual({ ok: true, value: { name: "Zoë Núñez-Smith" } });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
    expect(await handle.db.select().from(notifications)).toHaveLength(1);
    // Other words from the same person are a new message; the same words after the window are too.
    await handleContactSubmission({ db: handle.db, fields: { ...typed, message: "One more thing about my request." }, sender, limiter });
    const later = new Date(Date.now() + CONTACT_REPEAT_WINDOW_MS + 1000);
    const [first] = await handle.db.select().from(contactMessages).limit(1);
    expect((await storeContactMessage(handle.db, { ...message, email: first!.email, topic: "request", message: first!.message }, sender, later)).repeated).toBe(false);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(3);
  });
});
