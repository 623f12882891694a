/**
 * "Ladda ner alla" (docs/api.md §6 "Bulk download"): a project's files under the list's filter and search, or a share
 * link's published files, as one streamed ZIP of their current revisions.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadLinkAnswer, FILE_PATHS, filesZipQuery } from '../../common/api/files';
import { API_BASE, idSchema } from '../../common/api/shared';
import { issueDownloadTicket, userForTicket } from '../commands/download-ticket';
import { isUuid } from '../queries/ids';
import { SHARING_PATHS } from '../../common/api/sharing';
import { MSG_FILES } from '../../common/messages';
import { fileFact, type AuditActor } from '../audit/record';
import type { AppContext } from '../context';
import { overLimit, tooManyRequests } from '../errors';
import { StreamSlots } from '../lib/stream-slots';
import { projectFilesZip, sharedFilesZip, type ZipList } from '../lists/files-zip';
import { requireUser } from '../plugins/auth';
import { visibleProject } from '../queries/project-access';
import { zipBytes, zipEntries, type ZipFileEntry } from '../queries/zip-entries';
import { streamZip } from '../storage/zip-writer';
import { contentDisposition } from './send-blob';
import { openShareToken, shareTokenLimit } from './shared';
import { errorAnswers } from './route-helpers';

const tags = ['bulk download'];
const errors = errorAnswers(400, 401, 404, 413, 429);

/**
 * ZIPs streaming at once in this instance: a share link's (anyone holding the link may ask) per link, per client
 * address and in total; signed-in people's per person and in total, apart, so the public cannot use up the
 * members' downloads. Past either, 429 with Retry-After.
 */
const SHARED_ZIPS = { total: 4, perKey: 2 };
const MEMBER_ZIPS = { total: 8, perKey: 2 };
const BUSY_RETRY_AFTER_S = 30;

export const bulkDownloadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const slots = { shared: new StreamSlots(SHARED_ZIPS), member: new StreamSlots(MEMBER_ZIPS) };

    /**
     * Sends the ZIP, within the caps: a slot of `pool` for every one of `keys` (else 429), and at most ZIP_MAX_MB
     * in all, refused (413) before the first byte from the sizes stored with the uploads. Each file written in
     * full counts as a read of its content in the audit log.
     */
    const sendZip = async (
      request: FastifyRequest,
      reply: FastifyReply,
      { kind, table, where, upload }: ZipList,
      archiveName: string,
      reader: { key: string; actor: AuditActor },
      slot: { pool: StreamSlots; keys: string[] },
    ) => {
      const release = slot.pool.take(slot.keys);
      if (!release) {
        void reply.header('Retry-After', String(BUSY_RETRY_AFTER_S));
        throw tooManyRequests(MSG_FILES.zipBusy);
      }
      try {
        if ((await zipBytes(ctx.db, table, where, upload)) > ctx.config.zipMaxBytes)
          throw overLimit(MSG_FILES.zipTooLarge);
      } catch (err) {
        release();
        throw err;
      }
      const entityType = kind === 'drawing' ? 'drawing' : 'constructionfile';
      const zip = streamZip(ctx.storage, zipEntries(ctx.db, table, where, upload), request.log, (entry) =>
        ctx.reads.record(reader.key, reader.actor, fileFact('read', entityType, (entry as ZipFileEntry).file)),
      );
      // Finished, failed or cancelled: the slot is free again.
      zip.once('close', release);
      reply.raw.once('close', release);
      // A reader that takes nothing for this long holds its slot for nobody: the connection is closed.
      reply.raw.setTimeout(ctx.config.bodyIdleTimeoutMs, () => reply.raw.destroy());
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
        return sendZip(
          request,
          reply,
          projectFilesZip(ctx.db, caller, project.id, kind, { query, search }),
          project.name,
          { key: `user:${caller.id}`, actor: { user: caller } },
          { pool: slots.member, keys: [`user:${caller.id}`] },
        );
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
        return sendZip(
          request,
          reply,
          sharedFilesZip(ctx.db, project.id, q),
          project.name,
          { key: `share:${link.id}:${request.ip}`, actor: { shareLinkId: link.id } },
          // An IPv6 /64 is one client's (as the rate limits count it).
          { pool: slots.shared, keys: [`link:${link.id}`, `address:${normalizeIP(request.ip)}`] },
        );
      },
    );
  };
