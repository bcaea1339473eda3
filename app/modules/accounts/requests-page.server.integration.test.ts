import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { TEST_PUBLIC_URL, TEST_SECRET } from "../../../tests/support/test-accounts";
import { validateAccountForm } from "./account-forms";
import { requestsPageAction } from "./requests-page.server";
import { signUp } from "./sign-up.server";

const config = { secret: TEST_SECRET, publicUrl: TEST_PUBLIC_URL };
const JUNK = { leadId: "00000000-0000-4000-8000-000000000001", providerId: "00000000-0000-4000-8000-000000000002" };

describe(`the posts of "My requests" on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  let user = { id: "", email: "dana@example.com", emailVerified: false };
  const post = (values: Record<string, string>, who = user) => requestsPageAction(handle.db, config, { user: who, values });

  beforeAll(async () => {
    handle = await createTestDatabase();
    const form = validateAccountForm("homeowner", { firstName: "Dana", lastName: "W", email: user.email, password: "maple-tree-42", zipCode: "43215" });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    user = { ...user, id: (await signUp(handle.db, { role: "homeowner", form: form.value }, config)).userId! };
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("lets an unverified account only ask for its link again", async () => {
    const mails = async () => (await handle.db.select().from(notifications).where(eq(notifications.recipient, user.email))).length;
    const before = await mails();
    expect(await post({ intent: "resend" })).toEqual({ status: 200, feedback: { resent: true, review: null } });
    expect(await mails()).toBe(before + 1);
    expect(await post({ intent: "message", ...JUNK, body: "Hello" })).toEqual({ status: 404, feedback: null });
  });

  it("refuses a post the page does not send (no intent, another one) without saying a link went", async () => {
    const mails = async () => (await handle.db.select().from(notifications).where(eq(notifications.recipient, user.email))).length;
    const before = await mails();
    for (const values of [{}, { intent: "" }, { intent: "zzz" }, { intent: "RESEND" }] as Record<string, string>[]) {
      expect(await post(values)).toEqual({ status: 400, feedback: { resent: false, review: null } });
      expect(await post(values, { ...user, emailVerified: true })).toEqual({ status: 400, feedback: { resent: false, review: null } });
    }
    expect(await mails()).toBe(before);
  });

  it("answers a verified account's message or review on a request that is not theirs as not found", async () => {
    const verified = { ...user, emailVerified: true };
    expect(await post({ intent: "message", ...JUNK, body: "Hello" }, verified)).toEqual({ status: 404, feedback: null });
    expect(await post({ intent: "review", ...JUNK, rating: "5", body: "Great" }, verified)).toMatchObject({ status: 404, feedback: { resent: false, review: { intent: "review", ok: false } } });
  });
});
