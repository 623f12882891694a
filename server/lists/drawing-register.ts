/**
 * The drawing register's rows (docs/api.md §6 "Drawing register"): a project's drawings as the caller sees them,
 * for the CSV and XLSX exports.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FileStatus } from '../../common/api/files';
import type { Db } from '../db/client';
import { drawingFiles, type UserRow } from '../db/schema';
import { fileScope, seenRevisionColumn, seenStatus } from '../policies/scopes';

const REGISTER_LIMIT = 50_000;

/**
 * The register's rows as the caller sees them, by drawing number; revision, status and date are those of the revision
 * the caller reads (the current one, or an outsider's last published one: docs/api.md §7 "Status per revision").
 */
export async function registerRows(db: Db, caller: UserRow, projectId: string) {
  const t = drawingFiles;
  const revisedAt = seenRevisionColumn(caller, t, t.revisedAt, 'created_at');
  return db
    .select({
      drawingNumber: t.drawingNumber,
      name: t.name,
      drawingType: t.drawingType,
      scale: t.scale,
      revision: sql<string | null>`${seenRevisionColumn(caller, t, t.revision, 'revision')}`,
      status: sql<FileStatus>`${seenStatus(caller, t)}`,
      date: sql<Date>`coalesce(${revisedAt}, ${t.createdAt})`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(t)
    .where(and(eq(t.projectId, projectId), fileScope(caller, t)))
    .orderBy(asc(sql`lower(${t.drawingNumber})`), asc(t.name), asc(t.id))
    .limit(REGISTER_LIMIT);
}

export type RegisterRow = Awaited<ReturnType<typeof registerRows>>[number];
