import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, contentVersions, notifications, providerReviews } from "~/db/schema";
import { insertReviews } from "../../../tests/support/review-fixtures";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/test-database";
import { NotFoundError } from "~/lib/not-found-error";
import { queueEmail } from "~/modules/notifications/outbox.server";
import { HIDE_REASON_MAX, REVIEW_MESSAGES } from "~/modules/reviews/review-form";
import { AdminActionError } from "./admin-errors.server";
import { retryEveryFailedNotification, retryFailedNotification } from "./admin-outbox.server";
import { ensureCategory, insertPro, OPERATOR } from "../../../tests/support/admin-fixtures";
import { hideReviewWithAudit, listReviewsForModeration, unhideReviewWithAudit } from "./review-moderation.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.close());

describe(`review moderation on ${testDatabaseKind()}`, () => {
  it("hides a review with a reason and shows it again, each audited and bumping the reviews version", async () => {
    const categoryId = await ensureCategory(handle.db, "hvac", "HVAC");
    const pro = await insertPro(handle.db, { categoryId, name: "Maple Heating" });
    await insertReviews(handle.db, [
      { providerId: pro.id, authorName: "Old Review", rating: 5, body: "Great", createdAt: new Date(Date.now() - 60_000) },
      { providerId: pro.id, authorName: "Sam K.", rating: 1, body: "Call me at 614-555-0101 for a better deal" },
    ]);
    const list = await listReviewsForModeration(handle.db);
    expect(list.map((review) => review.authorName)).toEqual(["Sam K.", "Old Review"]);
    const reviewId = list[0]!.id;
    const reviewsVersion = async () => {
      const [row] = await handle.db.select().from(contentVersions).where(eq(contentVersions.key, "reviews"));
      return Number(row?.version ?? 0);
    };
    const before = await reviewsVersion();

    await expect(hideReviewWithAudit(handle.db, { reviewId, reason: "", actor: OPERATOR })).rejects.toBeInstanceOf(AdminActionError);
    // The review form's own rule (reviews/review-form.ts): a reason, trimmed, of at most HIDE_REASON_MAX characters.
    await expect(hideReviewWithAudit(handle.db, { reviewId, reason: "   ", actor: OPERATOR })).rejects.toThrow(REVIEW_MESSAGES.reason);
    await expect(hideReviewWithAudit(handle.db, { reviewId, reason: "x".repeat(HIDE_REASON_MAX + 1), actor: OPERATOR })).rejects.toThrow(
      REVIEW_MESSAGES.reasonLong,
    );
    expect(await reviewsVersion()).toBe(before);
    await hideReviewWithAudit(handle.db, { reviewId, reason: "Advertising another business", actor: OPERATOR });
    const hiddenVersion = await reviewsVersion();
    expect(hiddenVersion).toBeGreaterThan(before);
    const [hidden] = await handle.db.select().from(providerReviews).where(eq(providerReviews.id, reviewId));
    expect(hidden).toMatchObject({ hiddenReason: "Advertising another business", hiddenBy: OPERATOR.userId });
    await expect(hideReviewWithAudit(handle.db, { reviewId, reason: "Again", actor: OPERATOR })).rejects.toThrow("already hidden");

    await unhideReviewWithAudit(handle.db, { reviewId, actor: OPERATOR });
    const [shown] = await handle.db.select().from(providerReviews).where(eq(providerReviews.id, reviewId));
    expect(shown).toMatchObject({ hiddenAt: null, hiddenReason: null, hiddenBy: null });
    await expect(unhideReviewWithAudit(handle.db, { reviewId, actor: OPERATOR })).rejects.toThrow("not hidden");
    await expect(unhideReviewWithAudit(handle.db, { reviewId: "nope", actor: OPERATOR })).rejects.toBeInstanceOf(NotFoundError);

    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, reviewId)).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.targetName])).toEqual([
      ["review.hide", "Sam K. on Maple Heating"],
      ["review.unhide", "Sam K. on Maple Heating"],
    ]);
    expect(await reviewsVersion()).toBeGreaterThan(hiddenVersion);
  });
});

describe(`outbox retries by an operator on ${testDatabaseKind()}`, () => {
  it("retries one or all failed notifications, each with an audit entry; nothing to retry is a clear refusal, an unknown id a 404", async () => {
    for (const to of ["one@example.com", "two@example.com", "three@example.com"]) {
      await queueEmail(handle.db, { template: "lead-offered", to, subject: "Lead", body: "Hello" });
    }
    await handle.db.update(notifications).set({ status: "failed", attempts: 8, lastError: "timeout" });
    const [one] = await handle.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.recipient, "one@example.com"));
    await retryFailedNotification(handle.db, { id: one!.id, actor: OPERATOR });
    await expect(retryFailedNotification(handle.db, { id: one!.id, actor: OPERATOR })).rejects.toBeInstanceOf(AdminActionError);
    // An id that names no notification (or is not an id at all) is a 404, not the operator's 400.
    await expect(retryFailedNotification(handle.db, { id: "00000000-0000-4000-8000-000000000000", actor: OPERATOR })).rejects.toBeInstanceOf(NotFoundError);
    await expect(retryFailedNotification(handle.db, { id: "not-an-id", actor: OPERATOR })).rejects.toBeInstanceOf(NotFoundError);
    expect(await retryEveryFailedNotification(handle.db, { actor: OPERATOR })).toBe(2);
    await expect(retryEveryFailedNotification(handle.db, { actor: OPERATOR })).rejects.toThrow("no failed notifications");
    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.targetType, "notification")).orderBy(auditLog.id)).map((entry) => [entry.action, entry.targetName]);
    expect(actions).toEqual([
      ["notification.retry", "Lead to one@example.com"],
      ["notification.retry-all", "2 failed notifications"],
    ]);
  });
});
