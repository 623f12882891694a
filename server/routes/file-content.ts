/** A file's content (docs/api.md §5–§7): a download link, the current revision's bytes and an earlier revision's, each as stored or with its published markups drawn on. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentUrl, downloadLinkAnswer } from '../../common/api/files';
import { CONTENT_MARKUPS_VALUES } from '../../common/api/markups';
import { idSchema } from '../../common/api/shared';
import { MSG_FILES } from '../../common/messages';
import { issueDownloadTicket } from '../commands/download-ticket';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { isUuid } from '../queries/ids';
import { revisionOf } from '../queries/markup-access';
import { readableRevision } from '../queries/revision-view';
import { fileErrors, fileKind, type FileKindSpec, type FileRouteSpec, type FileRow, type Params } from './file-kind';
import { MARKED_UP, markedUpErrors, sendWithMarkups } from './markup-content';
import { shareTokenLimit } from './shared';

export function fileContentRoutes<R extends FileRow, Out extends { _id: string }>(
  ctx: AppContext,
  spec: FileKindSpec<R, Out> & Pick<FileRouteSpec<R, Out, unknown, unknown>, 'paths'>,
): FastifyPluginAsyncZod {
  const { tags, find, userFile, recordRead, sendContent, anyReader } = fileKind(ctx, spec);
  const errors = fileErrors;
  return async (typed) => {
    // The schemas differ per kind, which the type provider cannot follow through generics: routes here are
    // registered untyped and read their (already validated) input through the casts below.
    const app = typed as unknown as FastifyInstance;
    app.post(
      spec.paths.downloadLink,
      {
        config: { cacheNeutral: true },
        schema: { tags, params: z.object({ id: idSchema }), response: { 201: downloadLinkAnswer, ...errors } },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const { row } = await find(caller, (request.params as Params).id);
        const { ticket, expiresAt } = await issueDownloadTicket(ctx.db, caller, row.id);
        const url = `${contentUrl(spec.paths.content, row.id)}?download=true&ticket=${ticket}`;
        return reply.status(201).send({ url, expiresAt: expiresAt.toISOString() });
      },
    );

    app.get(
      spec.paths.content,
      {
        config: { rateLimit: shareTokenLimit(ctx) },
        schema: {
          tags,
          // The caller's token, a download link's ticket, or a share token of the file's project.
          security: [{}, { token: [] }],
          params: z.object({ id: idSchema }),
          description: MARKED_UP,
          querystring: z.object({
            download: z.enum(['true', 'false', '1', '0']).optional(),
            ticket: z.string().max(200).optional(),
            shareToken: z.string().max(200).optional(),
            markups: z.enum(CONTENT_MARKUPS_VALUES).optional(),
          }),
          response: markedUpErrors,
        },
      },
      async (request, reply) => {
        const query = request.query as { download?: string; ticket?: string; shareToken?: string; markups?: string };
        const { id } = request.params as Params;
        const reader = await anyReader(request, query, id);
        const asStored = () =>
          sendContent(request, reply, reader, reader.row.uploadId, reader.row.name, query.download);
        if (query.markups !== 'published') return asStored();
        return sendWithMarkups(ctx, reply, {
          revision: await revisionOf(ctx.db, { row: reader.row, caller: null, onTeam: false }, undefined),
          name: reader.row.name,
          download: query.download === 'true' || query.download === '1',
          asStored,
          recordRead: () => recordRead(request, reader),
        });
      },
    );

    app.get(
      spec.paths.revisionContent,
      {
        schema: {
          tags,
          // The caller's token, or a download link's ticket of the file.
          security: [{}, { token: [] }],
          params: z.object({ id: idSchema, revisionId: idSchema }),
          description: MARKED_UP,
          querystring: z.object({
            download: z.enum(['true', 'false', '1', '0']).optional(),
            ticket: z.string().max(200).optional(),
            markups: z.enum(CONTENT_MARKUPS_VALUES).optional(),
          }),
          response: markedUpErrors,
        },
      },
      async (request, reply) => {
        const query = request.query as { download?: string; ticket?: string; markups?: string };
        const { id, revisionId } = request.params as Params & { revisionId: string };
        const reader = await userFile(request, query.ticket, id);
        const revision = isUuid(revisionId)
          ? await readableRevision(ctx.db, { row: reader.row, caller: reader.user, onTeam: reader.onTeam }, revisionId)
          : undefined;
        if (!revision) throw notFound(MSG_FILES.uploadNotFound);
        const name = `${reader.row.name} (rev ${revision.revision})`;
        const asStored = () => sendContent(request, reply, reader, revision.uploadId, name, query.download);
        if (query.markups !== 'published') return asStored();
        return sendWithMarkups(ctx, reply, {
          revision,
          name,
          download: query.download === 'true' || query.download === '1',
          asStored,
          recordRead: () => recordRead(request, reader),
        });
      },
    );
  };
}
