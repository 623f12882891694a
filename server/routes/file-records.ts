/** A file kind's records (docs/api.md points 3–5): list, read, create, PATCH, delete and bulk delete. The list itself is lists/file-list.ts. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG, MSG_FILES } from '../../common/messages';
import { deleteFiles, deleteFilesInBulk } from '../commands/delete-files';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { authorize } from '../policies/authorize';
import { requireUser } from '../plugins/auth';
import { visibleFiles } from '../queries/bulk-access';
import { fileProject } from '../queries/file-access';
import { FILE_KINDS } from '../queries/file-kinds';
import { listQuerystring, type ListQuerystring } from '../queries/list-query/list-params';
import { FILE_POPULATE, listFiles } from '../lists/file-list';
import { answeredByHeader } from '../lists/list-answer';
import { fileErrors, fileKind, type FileRouteSpec, type FileRow, type Params } from './file-kind';

export function fileRecordRoutes<
  R extends FileRow,
  Out extends { _id: string },
  CreateBody,
  PatchBody extends { _id?: string },
>(ctx: AppContext, spec: FileRouteSpec<R, Out, CreateBody, PatchBody>): FastifyPluginAsyncZod {
  const { missingId, missingIds } = FILE_KINDS[spec.kind];
  const { tags, find, presentOne, writable } = fileKind(ctx, spec);
  const errors = fileErrors;
  return async (typed) => {
    // The schemas differ per kind, which the type provider cannot follow through generics: routes here are
    // registered untyped and read their (already validated) input through the casts below.
    const app = typed as unknown as FastifyInstance;
    app.get(
      spec.paths.list,
      {
        config: { unauthorizedMessage: MSG.noValidUser },
        schema: {
          tags,
          querystring: listQuerystring,
          response: { 200: z.union([spec.schemas.list, z.array(z.unknown())]), ...errors },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        authorize(caller, 'project.list');
        const answer = await listFiles(ctx, caller, spec.kind, request.query as ListQuerystring);
        const timing = answeredByHeader(answer);
        // Says who answered (browser tools show it; the search bench waits for the index with it).
        if (timing) reply.header('Server-Timing', timing);
        return answer.body;
      },
    );

    app.get(
      spec.paths.one,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          querystring: z.object({ populate: z.string().max(100).optional() }),
          response: { 200: spec.schemas.item, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { row } = await find(caller, (request.params as Params).id);
        const populate = new Set(
          ((request.query as { populate?: string }).populate ?? '')
            .split(',')
            .filter((p) => (FILE_POPULATE as readonly string[]).includes(p)),
        );
        return presentOne(caller, row, populate);
      },
    );

    app.post(
      spec.paths.list,
      {
        schema: { tags, body: spec.schemas.create, response: { 201: spec.schemas.item, ...errors, 409: errorSchema } },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        const row = await spec.create(ctx, caller, request.body as CreateBody);
        return reply.status(201).send(await presentOne(caller, row, new Set(FILE_POPULATE)));
      },
    );

    const patch = async (caller: UserRow, id: string | undefined, body: PatchBody) => {
      if (!id) throw badRequest(MSG_FILES.fileIdMissing);
      const row = await writable(caller, id);
      const { _id: _ignored, ...changes } = body;
      const updated = await spec.update(ctx, caller, row, changes as Omit<PatchBody, '_id'>);
      return presentOne(caller, updated, new Set(FILE_POPULATE));
    };
    app.patch(
      spec.paths.one,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema }),
          body: spec.schemas.patch,
          response: { 200: spec.schemas.item, ...errors },
        },
      },
      async (request) => patch(requireUser(request).user, (request.params as Params).id, request.body as PatchBody),
    );
    // The web app's "update file data" sends the id in the body; without one it is "File id missing.".
    app.patch(
      spec.paths.list,
      { schema: { tags, body: spec.schemas.patch, response: { 200: spec.schemas.item, ...errors } } },
      async (request) => {
        const body = request.body as PatchBody;
        return patch(requireUser(request).user, body._id, body);
      },
    );

    app.delete(spec.paths.list, { schema: { tags, response: { 400: errorSchema } } }, async () => {
      throw badRequest(missingId);
    });
    app.delete(
      spec.paths.one,
      {
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: z.object({ success: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const { id } = request.params as Params;
        if (!id.trim()) throw badRequest(missingId);
        const row = await writable(caller, id);
        await deleteFiles(ctx, caller, spec.kind, [row.id]);
        return { success: true as const };
      },
    );
    app.post(
      spec.paths.bulkDelete,
      {
        schema: {
          tags,
          body: z.object({ ids: z.array(idSchema).max(500).optional() }),
          response: { 200: z.object({ success: z.literal(true), deletedCount: z.number().int() }), ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const ids = [...new Set((request.body as { ids?: string[] }).ids ?? [])];
        if (ids.length === 0) throw badRequest(missingIds);
        // Every id is checked first: one refusal and nothing is deleted.
        await visibleFiles(ctx.db, caller, spec.kind, ids, (found) =>
          authorize(caller, 'project.manageContent', fileProject(found.row, found.onTeam)),
        );
        const deletedCount = await deleteFilesInBulk(ctx, caller, spec.kind, ids);
        return { success: true as const, deletedCount };
      },
    );
  };
}
