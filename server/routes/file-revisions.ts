/** A file's revisions (docs/api.md §6 "Revisions", §7 "Status per revision"): listed, and a new one added with its status. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addRevisionBody, revisionListSchema } from '../../common/api/files';
import { errorSchema, idSchema } from '../../common/api/shared';
import { addRevision } from '../commands/revisions';
import type { AppContext } from '../context';
import { requireUser } from '../plugins/auth';
import { listRevisions, revisionPage } from '../queries/revision-view';
import { FILE_POPULATE } from '../lists/file-list';
import { fileErrors, fileKind, type FileKindSpec, type FileRouteSpec, type FileRow, type Params } from './file-kind';

export function fileRevisionRoutes<R extends FileRow, Out extends { _id: string }>(
  ctx: AppContext,
  spec: FileKindSpec<R, Out> & Pick<FileRouteSpec<R, Out, unknown, unknown>, 'paths' | 'schemas'>,
): FastifyPluginAsyncZod {
  const { tags, find, presentOne, writable } = fileKind(ctx, spec);
  const errors = fileErrors;
  return async (typed) => {
    // The schemas differ per kind, which the type provider cannot follow through generics: routes here are
    // registered untyped and read their (already validated) input through the casts below.
    const app = typed as unknown as FastifyInstance;
    app.get(
      spec.paths.revisions,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: revisionPage,
          response: { 200: revisionListSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { row, seesCurrent } = await find(caller, (request.params as Params).id);
        const page = request.query as z.infer<typeof revisionPage>;
        return listRevisions(ctx.db, row, spec.paths.revisionContent, page, seesCurrent);
      },
    );

    app.post(
      spec.paths.revisions,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          body: addRevisionBody,
          response: { 201: spec.schemas.item, ...errors, 409: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const row = await writable(caller, (request.params as Params).id);
        await addRevision(ctx, caller, spec.kind, row, request.body as z.infer<typeof addRevisionBody>);
        const { row: updated } = await find(caller, row.id);
        return reply.status(201).send(await presentOne(caller, updated, new Set(FILE_POPULATE)));
      },
    );
  };
}
