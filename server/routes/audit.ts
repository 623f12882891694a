import { Readable } from 'node:stream';
import { and, or, lt, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PATHS, auditListSchema, auditQuery, type AuditQuery } from '../../common/api/audit';
import { toCsv } from '../../common/csv';
import { errorSchema } from '../../common/api/shared';
import type { AppContext } from '../context';
import { auditEvents, type UserRow } from '../db/schema';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { auditOrder, auditWhere, listAudit, presentAuditEvent } from '../queries/audit';

const tags = ['audit'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const CSV_PAGE = 1000;
const CSV_COLUMNS = [
  'at',
  'action',
  'entityType',
  'entityName',
  'entityId',
  'project',
  'organization',
  'actor',
  'actorId',
  'shareLink',
  'count',
  'clientAddress',
] as const;

/** `GET audit` and `GET audit.csv` (docs/api.md §6): organization admins their organization's events, the superadmin all. */
export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      AUDIT_PATHS.list,
      {
        schema: {
          tags,
          description: 'Every change and content read, newest first, filtered; 403 for all but admins.',
          querystring: auditQuery,
          response: { 200: auditListSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        authorize(caller, 'audit.read');
        // Reads and counted security events are written in batches: the ones so far are in the answer.
        await ctx.reads.flush();
        await ctx.securityEvents.flush();
        return listAudit(ctx.db, caller, request.query);
      },
    );

    app.get(
      AUDIT_PATHS.csv,
      {
        schema: {
          tags,
          description: 'The same events as CSV (`;`, UTF-8 with BOM, formula-safe cells), streamed page by page.',
          querystring: auditQuery.omit({ skip: true, limit: true }),
          response: { ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        authorize(caller, 'audit.read');
        await ctx.reads.flush();
        await ctx.securityEvents.flush();
        const day = new Date().toISOString().slice(0, 10);
        // A stream, not a JSON answer: sent as it is (the schema lists the errors only).
        const raw = reply as FastifyReply;
        return raw
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="byggarkiv-handelselogg-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          .send(Readable.from(csvLines(ctx, caller, request.query)));
      },
    );
  };

/** The header, then the events a page at a time, each page after the last one's (at, id): no offsets. */
async function* csvLines(ctx: AppContext, caller: UserRow, query: AuditQuery): AsyncGenerator<string> {
  yield `\uFEFF${toCsv([[...CSV_COLUMNS]])}\r\n`;
  const where = auditWhere(caller, query);
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const before: SQL | undefined = after
      ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id)))
      : undefined;
    const rows = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(where, before))
      .orderBy(...auditOrder)
      .limit(CSV_PAGE);
    if (rows.length === 0) return;
    const lines = rows.map((row) => {
      const event = presentAuditEvent(row);
      const actor = event.actor ? `${event.actor.firstName} ${event.actor.lastName}`.trim() : '';
      return [
        event.at,
        event.action,
        event.entityType,
        event.entityName,
        event.entityId,
        event.project ?? '',
        event.organization ?? '',
        actor,
        event.actor?._id ?? '',
        event.shareLink ?? '',
        event.count,
        event.clientAddress ?? '',
      ];
    });
    yield `${toCsv(lines)}\r\n`;
    const last = rows[rows.length - 1];
    if (!last || rows.length < CSV_PAGE) return;
    after = { at: last.at, id: last.id };
  }
}
