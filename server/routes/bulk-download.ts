/**
 * "Ladda ner alla" (API.md §6 "Bulk download"): a project's files under the list's filter and search, or a share
 * link's published files, as one streamed ZIP of their current revisions.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { downloadLinkAnswer, FILE_PATHS, filesZipQuery } from '../../common/api/files';
import { API_BASE, errorSchema, idSchema } from '../../common/api/shared';
import { issueDownloadTicket, userForTicket } from '../commands/download-ticket';
import { isUuid } from '../queries/ids';
import { SHARING_PATHS } from '../../common/api/sharing';
import { fileFact, type AuditActor } from '../audit/record';
import type { AppContext } from '../context';
import { constructionFiles } from '../db/schema';
import { requireUser } from '../plugins/auth';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';
import { parseListParams } from '../queries/list-query/list-params';
import { visibleProject } from '../queries/project-access';
import { listWhere } from '../queries/run-list';
import { parseSearch } from '../queries/search/parse-search';
import { fileScope } from '../queries/visibility';
import { zipEntries, type ZipFileEntry } from '../queries/zip-entries';
import { streamZip } from '../storage/zip-writer';
import { constructionFileFields, constructionFileSearch } from './construction-files';
import { drawingFields, drawingSearch } from './drawings';
import { contentDisposition } from './send-blob';
import { openShareToken, shareTokenLimit } from './shared';

const tags = ['bulk download'];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema };
const LISTS = {
  constructionfile: { fields: constructionFileFields, search: constructionFileSearch },
  drawing: { fields: drawingFields, search: drawingSearch },
};

export const bulkDownloadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Sends the ZIP; each file written in full counts as a read of its content in the audit log. */
    const sendZip = (
      request: FastifyRequest,
      reply: FastifyReply,
      kind: FileKindName,
      where: SQL | undefined,
      archiveName: string,
      reader: { key: string; actor: AuditActor },
    ) => {
      const entityType = kind === 'drawing' ? 'drawing' : 'constructionfile';
      const zip = streamZip(ctx.storage, zipEntries(ctx.db, FILE_KINDS[kind].table, where), request.log, (entry) =>
        ctx.reads.record(reader.key, reader.actor, fileFact('read', entityType, (entry as ZipFileEntry).file)),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', `${archiveName}.zip`))
        .header('cache-control', 'private, no-store')
        .send(zip);
    };

    app.get(
      FILE_PATHS.projectFilesZip,
      {
        schema: {
          tags,
          security: [{}, { token: [] }],
          description:
            'The current revision of every file of the project the caller may see under `query` and `search` ' +
            "(as the lists take them), as one ZIP streamed while it is made. Entry names are the files' names, " +
            'made unique ("Bygglov (2).pdf"). A blob that cannot be read is named in the archive comment.',
          params: z.object({ id: idSchema }),
          querystring: filesZipQuery,
          produces: ['application/zip'],
          response: errors,
        },
      },
      async (request, reply) => {
        const { kind, query, search, ticket } = request.query;
        // A download link's ticket names the project; its owner must still see it (checked as for anyone).
        const ticketUser =
          request.caller.kind !== 'user' && ticket && isUuid(request.params.id)
            ? await userForTicket(ctx.db, ticket, request.params.id)
            : undefined;
        const caller = ticketUser ?? requireUser(request).user;
        const { project } = await visibleProject(ctx.db, caller, request.params.id);
        const { table } = FILE_KINDS[kind];
        const params = parseListParams({ query, search }, { populate: [] });
        const where = listWhere(
          {
            db: ctx.db,
            table,
            idColumn: table.id,
            ...LISTS[kind],
            scope: and(fileScope(caller, table), eq(table.projectId, project.id), isNotNull(table.uploadId)),
          },
          params,
        );
        return sendZip(request, reply, kind, where, project.name, {
          key: `user:${caller.id}`,
          actor: { user: caller },
        });
      },
    );

    app.post(
      FILE_PATHS.projectFilesZipLink,
      {
        config: { cacheNeutral: true },
        schema: {
          tags,
          description:
            'A ticket for a plain browser link to `GET project/{id}/files.zip` (valid for minutes, for this ' +
            "project and caller): the answer's `url` takes the same `query`, `search` and `kind` appended.",
          params: z.object({ id: idSchema }),
          response: { 201: downloadLinkAnswer, ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const { project } = await visibleProject(ctx.db, caller, request.params.id);
        const { ticket, expiresAt } = await issueDownloadTicket(ctx.db, caller, project.id);
        const url = `${API_BASE}${FILE_PATHS.projectFilesZip.replace(':id', project.id)}?ticket=${ticket}`;
        return reply.status(201).send({ url, expiresAt: expiresAt.toISOString() });
      },
    );

    app.get(
      SHARING_PATHS.sharedFilesZip,
      {
        config: { rateLimit: shareTokenLimit(ctx) },
        schema: {
          tags,
          security: [],
          description: "The share link's published construction files (under `search` and `docType`) as one ZIP.",
          querystring: z.object({
            shareToken: z.string().max(200).optional(),
            search: z.string().max(200).optional(),
            docType: z.string().max(100).optional(),
          }),
          produces: ['application/zip'],
          response: errors,
        },
      },
      async (request, reply) => {
        const q = request.query;
        const { project, link } = await openShareToken(ctx, q.shareToken);
        const t = constructionFiles;
        const where = listWhere(
          {
            db: ctx.db,
            table: t,
            idColumn: t.id,
            ...LISTS.constructionfile,
            scope: and(eq(t.projectId, project.id), isNotNull(t.uploadId), eq(t.status, 'published')),
          },
          { filter: q.docType ? { documentType: q.docType } : undefined, search: parseSearch(q.search) },
        );
        return sendZip(request, reply, 'constructionfile', where, project.name, {
          key: `share:${link.id}:${request.ip}`,
          actor: { shareLinkId: link.id },
        });
      },
    );
  };
