import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PATHS, auditListSchema, auditQuery } from '../../common/api/audit';
import type { AppContext } from '../context';
import { auditCsvLines, listAuditEvents } from '../lists/audit-list';
import { requireUser } from '../plugins/auth';
import { authorize } from '../policies/authorize';
import { errorAnswers } from './route-helpers';

const tags = ['audit'];
const errors = errorAnswers(400, 401, 403);

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
        return listAuditEvents(ctx, caller, request.query);
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
        const lines = await auditCsvLines(ctx, caller, request.query);
        const day = new Date().toISOString().slice(0, 10);
        // A stream, not a JSON answer: sent as it is (the schema lists the errors only).
        const raw = reply as FastifyReply;
        return raw
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="byggarkiv-handelselogg-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          .send(Readable.from(lines));
      },
    );
  };
