import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export const AUDIT_PAGE_SIZE = 25;

export type AuditRow = {
  id: number;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  targetName: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

export type AuditPage = { entries: AuditRow[]; total: number; page: number; pageCount: number; query: string };

/** `%` and `_` typed by an operator match themselves, not any text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The audit log newest first, AUDIT_PAGE_SIZE entries a page, optionally only
 * the entries whose target's name contains the query or whose target id is it.
 * A page past the end answers the last page.
 */
export async function searchAudit(db: Database, options: { query?: string; page?: number } = {}): Promise<AuditPage> {
  const query = (options.query ?? "").trim().slice(0, 200);
  const where = query ? or(ilike(auditLog.targetName, likePattern(query)), eq(auditLog.targetId, query)) : undefined;
  const [counted] = await db.select({ n: count() }).from(auditLog).where(where);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const requested = Number.isInteger(options.page) && options.page! > 0 ? options.page! : 1;
  const page = Math.min(requested, pageCount);
  const entries = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: auditLog.targetName,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { entries, total, page, pageCount, query };
}
