import type { Database } from "~/db/client.server";
import type { OperatorGrant } from "~/modules/accounts/index.server";
import { auditLog } from "~/db/schema";
import type { AuditAction } from "./admin-labels";

/** The operator who acted: their account id and e-mail, copied into each entry so it survives the account. */
export type AuditActor = { userId: string; email: string };

export type AuditEntry = {
  /** What was done, as "area.verb": "provider.approve", "review.hide", … (each with its label in admin-labels.ts). */
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** The target's name at the time (a business name, a request title, a deal title). */
  targetName: string;
  /** The values the action changed, before and after (null when there was nothing before, or nothing after). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Appends one entry to the audit log. Call it inside the transaction of the
 * action itself, so an action without its entry (or an entry without its
 * action) cannot happen. The table refuses updates and deletes (migration 0005).
 */
export async function recordAudit(tx: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetName: entry.targetName,
    before: entry.before,
    after: entry.after,
  });
}

/** How an account became an operator without an operator's click: the setup link, or the command on the server. */
export type OperatorGrantedVia = "setup link" | "npm run admin:create";

/**
 * The audit entry of an account made operator (accounts' createFirstOperator and createOrPromoteAdmin call it in
 * their transaction). No operator acted, so the account itself is the actor: the person who opened the setup link,
 * or who ran the command with its address.
 */
export async function auditOperatorGranted(
  tx: Database,
  operator: OperatorGrant,
  via: OperatorGrantedVia,
): Promise<void> {
  await recordAudit(tx, { userId: operator.userId, email: operator.email }, {
    action: "operator.grant",
    targetType: "user",
    targetId: operator.userId,
    targetName: operator.name,
    before: operator.created ? null : { role: "none" },
    after: { role: "admin", via },
  });
}
