/** A file's thumbnail (docs/api.md §6): its current revision's first page as an image. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG_FILES } from '../../common/messages';
import type { AppContext } from '../context';
import { notFound, thumbnailPending } from '../errors';
import { findThumbnail } from '../queries/upload-view';
import { fileKind, type FileKindSpec, type FileRouteSpec, type FileRow, type Params } from './file-kind';
import { noneMatch } from './send-blob';
import { shareTokenLimit } from './shared';

export function fileThumbnailRoutes<R extends FileRow, Out extends { _id: string }>(
  ctx: AppContext,
  spec: FileKindSpec<R, Out> & Pick<FileRouteSpec<R, Out, unknown, unknown>, 'paths'>,
): FastifyPluginAsyncZod {
  const { tags, anyReader } = fileKind(ctx, spec);
  return async (typed) => {
    // The schemas differ per kind, which the type provider cannot follow through generics: routes here are
    // registered untyped and read their (already validated) input through the casts below.
    const app = typed as unknown as FastifyInstance;
    app.get(
      spec.paths.thumbnail,
      {
        config: { rateLimit: shareTokenLimit(ctx) },
        schema: {
          tags,
          description:
            "The current revision's first page as an image (≤ 400 px on the long side), made in the background: " +
            '404 `THUMBNAIL_PENDING` until it exists, 404 `FILE_NO_THUMBNAIL` for content that has none (DWG, ' +
            'DXF, IFC). Read as the content is: a token, a download ticket, or a share token.',
          security: [{}, { token: [] }],
          params: z.object({ id: idSchema }),
          querystring: z.object({
            ticket: z.string().max(200).optional(),
            shareToken: z.string().max(200).optional(),
            v: z.string().max(40).optional(),
          }),
          produces: ['image/webp', 'image/png'],
          response: { 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const query = request.query as { ticket?: string; shareToken?: string; v?: string };
        const { id } = request.params as Params;
        const { row } = await anyReader(request, query, id);
        const found = await findThumbnail(ctx.db, row.uploadId);
        if (!found?.thumb) throw found?.status === 'pending' ? thumbnailPending() : notFound(MSG_FILES.noThumbnail);
        const etag = `"t-${found.thumb.uploadId}"`;
        // The presented address names its content (`v`): kept a day; without it, asked again each time.
        const raw = reply as FastifyReply;
        raw
          .header('content-type', found.thumb.contentType)
          .header('etag', etag)
          .header('cache-control', query.v ? 'private, max-age=86400' : 'private, no-cache');
        if (noneMatch(request.headers['if-none-match'], etag)) return raw.status(304).send();
        return raw.send(found.thumb.data);
      },
    );
  };
}
