/**
 * The calls construction files and drawings share (docs/api.md point 3–5): list, read, create, PATCH, delete,
 * bulk delete and content. Each kind brings its paths, schemas and presenter; the rules are one. The list itself
 * is lists/file-list.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addRevisionBody, contentUrl, downloadLinkAnswer, revisionListSchema } from '../../common/api/files';
import { CONTENT_MARKUPS_VALUES } from '../../common/api/markups';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG, MSG_FILES } from '../../common/messages';
import { deleteFiles, deleteFilesInBulk } from '../commands/delete-files';
import { addRevision } from '../commands/revisions';
import { listRevisions, readableRevision, revisionPage } from '../queries/revision-view';
import { issueDownloadTicket, userForTicket } from '../commands/download-ticket';
import type { AppContext } from '../context';
import type { ConstructionFileRow, DrawingFileRow, UserRow } from '../db/schema';
import { badRequest, notFound, thumbnailPending } from '../errors';
import { authorize } from '../policies/authorize';
import { requireUser } from '../plugins/auth';
import { fileProject, sharedFileRow, visibleFile, type FileAccess } from '../queries/file-access';
import { FILE_KINDS, type FileKindName } from '../queries/file-kinds';
import { loadFileExtras, type FileExtras } from '../queries/file-view';
import { listQuerystring, type ListQuerystring } from '../queries/list-query/list-params';
import { findThumbnail, findUpload } from '../queries/upload-view';
import { FILE_POPULATE, listFiles } from '../lists/file-list';
import { answeredByHeader } from '../lists/list-answer';
import { downloadName } from '../presenters/file';
import { noneMatch, sendBlob } from './send-blob';
import { openShareToken, shareTokenLimit } from './shared';
import { isUuid } from '../queries/ids';
import { fileFact } from '../audit/record';
import { revisionOf } from '../queries/markup-access';
import { MARKED_UP, markedUpErrors, sendWithMarkups } from './markup-content';

type Row = ConstructionFileRow | DrawingFileRow;

export interface FileRouteSpec<R extends Row, Out extends { _id: string }, CreateBody, PatchBody> {
  kind: FileKindName;
  tag: string;
  paths: {
    list: string;
    one: string;
    content: string;
    bulkDelete: string;
    downloadLink: string;
    revisions: string;
    revisionContent: string;
    thumbnail: string;
  };
  schemas: { item: z.ZodType<Out>; list: z.ZodType; create: z.ZodType<CreateBody>; patch: z.ZodType<PatchBody> };
  present: (caller: UserRow, row: R, extras: FileExtras) => Out;
  create: (ctx: AppContext, caller: UserRow, body: CreateBody) => Promise<R>;
  update: (ctx: AppContext, caller: UserRow, row: R, body: Omit<PatchBody, '_id'>) => Promise<R>;
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export function fileRoutes<R extends Row, Out extends { _id: string }, CreateBody, PatchBody extends { _id?: string }>(
  ctx: AppContext,
  spec: FileRouteSpec<R, Out, CreateBody, PatchBody>,
): FastifyPluginAsyncZod {
  const { missingId, missingIds } = FILE_KINDS[spec.kind];
  const tags = [spec.tag];
  const find = (caller: UserRow, id: string) =>
    visibleFile(ctx.db, caller, spec.kind, id) as unknown as Promise<FileAccess<R>>;
  const presentOne = async (caller: UserRow, row: R, populate: Set<string>): Promise<Out> =>
    spec.present(caller, row, await loadFileExtras(ctx.db, caller, [row], populate));
  const writable = async (caller: UserRow, id: string) => {
    const found = await find(caller, id);
    authorize(caller, 'project.manageContent', fileProject(found.row, found.onTeam));
    return found.row;
  };

  return async (typed) => {
    // The schemas differ per kind, which the type provider cannot follow through generics: routes here are
    // registered untyped and read their (already validated) input through the casts below.
    const app = typed as unknown as FastifyInstance;
    type Params = { id: string };
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
        for (const id of ids) await writable(caller, id);
        const deletedCount = await deleteFilesInBulk(ctx, caller, spec.kind, ids);
        return { success: true as const, deletedCount };
      },
    );

    /** A file read with a share token: only construction files, only of the link's project. */
    const sharedFile = async (shareToken: string, id: string): Promise<{ row: R; linkId: string }> => {
      const { project, link } = await openShareToken(ctx, shareToken);
      // Rows of this kind's table, which R is (the generic cannot follow the table).
      return { row: (await sharedFileRow(ctx.db, spec.kind, project.id, id)) as R, linkId: link.id };
    };
    /** A file read by a signed-in user, or with a download link's ticket (whose owner must still see it). */
    const userFile = async (
      request: FastifyRequest,
      ticket: string | undefined,
      id: string,
    ): Promise<{ row: R; user: UserRow; seesCurrent: boolean }> => {
      const ticketUser = request.caller.kind !== 'user' && ticket ? await userForTicket(ctx.db, ticket, id) : undefined;
      const user = ticketUser ?? requireUser(request).user;
      const { row, seesCurrent } = await find(user, id);
      return { row, user, seesCurrent };
    };

    /** The audit log's read: batched, once per reader, file and hour (a viewer's Range requests are one read). */
    const recordRead = (request: FastifyRequest, reader: { row: R; user: UserRow } | { row: R; linkId: string }) => {
      const fact = fileFact('read', spec.kind === 'drawing' ? 'drawing' : 'constructionfile', reader.row);
      if ('linkId' in reader)
        ctx.reads.record(`share:${reader.linkId}:${request.ip}`, { shareLinkId: reader.linkId }, fact);
      else ctx.reads.record(`user:${reader.user.id}`, { user: reader.user }, fact);
    };

    /** Streams an upload of the file (the current revision's or an earlier one) and records the read. */
    const sendContent = async (
      request: FastifyRequest,
      reply: FastifyReply,
      reader: { row: R; user: UserRow } | { row: R; linkId: string },
      uploadId: string | null,
      name: string,
      download: string | undefined,
    ) => {
      const upload = await findUpload(ctx.db, uploadId);
      if (!upload) throw notFound(MSG_FILES.uploadNotFound);
      recordRead(request, reader);
      return sendBlob(
        request,
        reply,
        ctx.storage,
        {
          storageKey: upload.storageKey,
          // The upload, not the file: a new revision swaps the upload behind the same address.
          etag: upload.id,
          size: upload.size,
          contentType: upload.contentType,
          fileName: downloadName(name, upload),
        },
        { download: download === 'true' || download === '1' },
      );
    };

    /** Content and thumbnails are read alike: with a share token when no one is signed in, else as a user. */
    const anyReader = (request: FastifyRequest, query: { ticket?: string; shareToken?: string }, id: string) =>
      request.caller.kind !== 'user' && query.shareToken
        ? sharedFile(query.shareToken, id)
        : userFile(request, query.ticket, id);

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
          revision: await revisionOf(ctx.db, { row: reader.row, seesCurrent: false }, null, undefined),
          name: reader.row.name,
          download: query.download === 'true' || query.download === '1',
          asStored,
          recordRead: () => recordRead(request, reader),
        });
      },
    );

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
          ? await readableRevision(ctx.db, reader.user, reader.row, reader.seesCurrent, revisionId)
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
