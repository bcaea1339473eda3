import { and, desc, eq } from "drizzle-orm";
import { BRAND } from "~/brand";
import type { Database } from "~/db/client.server";
import { providerCategories, providers, providerStatusEvents, serviceCategories, users, vettingChecks } from "~/db/schema";
import type { Result } from "~/lib/result";
import { queueEmail, type OutgoingEmail } from "~/modules/notifications/index.server";
import { offerHeldRequests, passOnOffersOfSuspendedPro } from "~/modules/matching/index.server";
import { SUSPENDED_LEADS_TEXT } from "~/modules/pipeline";
import { recordAudit, type AuditActor } from "./audit.server";
import type { CheckForm } from "./vetting-forms";
import { verificationTransition } from "./verification-states";
import { CHECK_KIND_LABELS, currentChecks } from "~/modules/providers";
import { missingChecks, STATUS_ACTIONS, type StatusAction, type VerificationStatus } from "./vetting-rules";

/**
 * The operators' vetting actions. Each runs in one transaction with its audit
 * entry, its e-mail to the pro (queued in the outbox) and the content-version
 * bump of the public pages that list pros (docs/decisions/016, 023).
 */

export type VettingFailure = { reason: "not-found" | "not-allowed" | "checks-missing" | "unknown-trade"; message: string };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function lockedPro(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({
      id: providers.id,
      businessName: providers.businessName,
      email: providers.email,
      userId: providers.userId,
      status: providers.verificationStatus,
      statusReason: providers.statusReason,
      emailVerified: users.emailVerified,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .where(and(eq(providers.id, providerId), eq(providers.isDemo, false)))
    .for("update", { of: providers })
    .limit(1);
  return row ?? null;
}

async function checkRows(tx: Tx, providerId: string) {
  return tx
    .select({ kind: vettingChecks.kind, categorySlug: serviceCategories.slug, result: vettingChecks.result, note: vettingChecks.note, checkedAt: vettingChecks.checkedAt })
    .from(vettingChecks)
    .leftJoin(serviceCategories, eq(serviceCategories.id, vettingChecks.categoryId))
    .where(eq(vettingChecks.providerId, providerId))
    .orderBy(desc(vettingChecks.checkedAt));
}

async function tradesOf(tx: Tx, providerId: string) {
  return tx
    .select({ id: serviceCategories.id, slug: serviceCategories.slug, name: serviceCategories.name })
    .from(providerCategories)
    .innerJoin(serviceCategories, eq(serviceCategories.id, providerCategories.categoryId))
    .where(eq(providerCategories.providerId, providerId));
}

const NOT_FOUND: VettingFailure = { reason: "not-found", message: "There is no pro with that id." };

/** Records one check as a new row (the newest per kind and trade is its state), with its audit entry. */
export async function recordCheck(
  db: Database,
  actor: AuditActor,
  providerId: string,
  check: CheckForm & { checkedBy?: string },
): Promise<Result<{ checkId: string }, VettingFailure>> {
  return db.transaction(async (tx) => {
    const pro = await lockedPro(tx, providerId);
    if (!pro) return { ok: false, ...NOT_FOUND };
    let categoryId: number | null = null;
    let tradeName: string | null = null;
    if (check.kind === "license") {
      const trade = (await tradesOf(tx, providerId)).find((t) => t.slug === check.categorySlug);
      if (!trade) return { ok: false, reason: "unknown-trade", message: "This pro does not offer that trade. Record licenses for the pro's own trades." };
      categoryId = trade.id;
      tradeName = trade.name;
    }
    const previous = currentChecks(await checkRows(tx, providerId)).find((row) => row.kind === check.kind && row.categorySlug === check.categorySlug);
    const [row] = await tx
      .insert(vettingChecks)
      .values({ providerId, kind: check.kind, categoryId, result: check.result, note: check.note, checkedBy: check.checkedBy ?? actor.userId })
      .returning({ id: vettingChecks.id });
    const label = tradeName ? `${CHECK_KIND_LABELS.license} (${tradeName})` : CHECK_KIND_LABELS[check.kind];
    await recordAudit(tx, actor, {
      action: "vetting.record-check",
      targetType: "provider",
      targetId: providerId,
      targetName: pro.businessName,
      before: previous ? { check: label, result: previous.result, note: previous.note } : null,
      after: { check: label, result: check.result, note: check.note },
    });
    return { ok: true, value: { checkId: row!.id } };
  });
}

function statusEmail(action: StatusAction, pro: { businessName: string; email: string; userId: string | null }, reason: string | null): OutgoingEmail {
  const to = pro.email;
  const userId = pro.userId;
  switch (action) {
    case "approve":
      return {
        template: "provider-approved",
        to,
        userId,
        subject: `${pro.businessName} is approved on ${BRAND.name}`,
        body: [
          `Good news: ${pro.businessName} passed our checks and is now a verified pro on ${BRAND.name}.`,
          "",
          "You will be offered requests that match your trades and service area, as long as your credit balance pays for them: buy credits in your portal (Credits) if you have not yet.",
          "Log in to your portal to see your leads.",
        ].join("\n"),
      };
    case "reinstate":
      return {
        template: "provider-reinstated",
        to,
        userId,
        subject: `${pro.businessName} is active again on ${BRAND.name}`,
        body: [`We lifted the suspension of ${pro.businessName}: you will be offered matching requests again.`, "", "Log in to your portal to see them."].join("\n"),
      };
    case "reject":
      return {
        template: "provider-rejected",
        to,
        userId,
        subject: `Your ${BRAND.name} application`,
        body: [
          `We reviewed ${pro.businessName} and cannot approve it for now.`,
          "",
          `Reason: ${reason}`,
          "",
          "If you can fix this, reply to this e-mail and we will review your business again.",
        ].join("\n"),
      };
    case "suspend":
      return {
        template: "provider-suspended",
        to,
        userId,
        subject: `${pro.businessName} is suspended on ${BRAND.name}`,
        body: [
          `We suspended ${pro.businessName}: you will not be offered new requests for now.`,
          SUSPENDED_LEADS_TEXT,
          "",
          `Reason: ${reason}`,
          "",
          "Reply to this e-mail if you have questions.",
        ].join("\n"),
      };
  }
}

/**
 * Approve, reject, suspend or reinstate a pro: only the moves of
 * verification-states.ts, each written with its provider_status_events row;
 * approve and reinstate only when the required checks passed, reject and
 * suspend only with a reason the pro is told.
 */
export async function changeProStatus(
  db: Database,
  actor: AuditActor,
  providerId: string,
  action: StatusAction,
  reason: string | null,
): Promise<Result<{ status: VerificationStatus }, VettingFailure>> {
  const rule = STATUS_ACTIONS[action];
  return db.transaction(async (tx) => {
    const pro = await lockedPro(tx, providerId);
    if (!pro) return { ok: false, ...NOT_FOUND };
    const move = verificationTransition(pro.status, action);
    if (!move.ok) return { ok: false, reason: "not-allowed", message: move.error };
    if (rule.needsReason && !reason) return { ok: false, reason: "not-allowed", message: "Write the reason the pro will read." };
    const emailVerified = pro.emailVerified ?? false;
    if (rule.needsChecks) {
      const missing = missingChecks(await tradesOf(tx, providerId), await checkRows(tx, providerId), emailVerified);
      if (missing.length > 0) {
        return { ok: false, reason: "checks-missing", message: `These checks have not passed yet: ${missing.map((m) => m.label).join(", ")}.` };
      }
      // The address was verified by its link: the system records it, so the public badge has a date.
      const passedEmail = currentChecks(await checkRows(tx, providerId)).some((row) => row.kind === "email" && row.result === "passed");
      if (emailVerified && !passedEmail) {
        await tx.insert(vettingChecks).values({ providerId, kind: "email", categoryId: null, result: "passed", note: "Address confirmed by its verification link", checkedBy: "system" });
      }
    }
    const now = new Date();
    const statusReason = rule.needsReason ? reason : null;
    await tx.update(providers).set({ verificationStatus: move.value, statusReason, statusChangedAt: now }).where(eq(providers.id, providerId));
    await tx.insert(providerStatusEvents).values({
      providerId,
      fromStatus: pro.status,
      toStatus: move.value,
      event: action,
      actor: `admin:${actor.userId}`,
      reason: statusReason ?? "",
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: `provider.${action}`,
      targetType: "provider",
      targetId: providerId,
      targetName: pro.businessName,
      before: { status: pro.status, reason: pro.statusReason },
      after: { status: move.value, reason: statusReason },
    });
    await queueEmail(tx, statusEmail(action, pro, statusReason));
    // An approved (or reinstated) pro is first in line for the requests no pro could take yet.
    if (move.value === "verified") await offerHeldRequests(tx, providerId, now);
    // A suspended pro's open offers go to the next pros now, not after a day's wait for a pro that cannot take them.
    if (action === "suspend") await passOnOffersOfSuspendedPro(tx, providerId, now);
    return { ok: true, value: { status: move.value } };
  });
}
