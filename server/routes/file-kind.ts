/**
 * What the route modules of a file kind share (docs/api.md points 3–5): construction files and drawings each bring
 * their paths, schemas and presenter; finding, writing and reading a file is one rule for both.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG_FILES } from '../../common/messages';
import { userForTicket } from '../commands/download-ticket';
import type { AppContext } from '../context';
import type { ConstructionFileRow, DrawingFileRow, UserRow } from '../db/schema';
import { notFound } from '../errors';
import { authorize } from '../policies/authorize';
import { requireUser } from '../plugins/auth';
import { fileProject, sharedFileRow, visibleFile, type FileAccess } from '../queries/file-access';
import type { FileKindName } from '../queries/file-kinds';
import { loadFileExtras, type FileExtras } from '../queries/file-view';
import { findUpload } from '../queries/upload-view';
import { downloadName } from '../presenters/file';
import { sendBlob } from './send-blob';
import { openShareToken } from './shared';
import { fileFact } from '../audit/record';
import { errorAnswers } from './route-helpers';

export type FileRow = ConstructionFileRow | DrawingFileRow;

export interface FileRouteSpec<R extends FileRow, Out extends { _id: string }, CreateBody, PatchBody> {
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

/** The part of a spec every capability needs: whose kind, under which tag, presented how. */
export type FileKindSpec<R extends FileRow, Out extends { _id: string }> = Pick<
  FileRouteSpec<R, Out, unknown, unknown>,
  'kind' | 'tag' | 'present'
>;

export const fileErrors = errorAnswers(400, 401, 403, 404);
/** The routes are registered untyped (the schemas differ per kind); their params are read through this. */
export type Params = { id: string };
/** Who reads a file's content: a signed-in user (or a download ticket's owner), or a share link. */
export type FileReader<R> = { row: R; user: UserRow } | { row: R; linkId: string };

/** Finding, presenting and reading a file of the spec's kind. */
export function fileKind<R extends FileRow, Out extends { _id: string }>(ctx: AppContext, spec: FileKindSpec<R, Out>) {
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
  ): Promise<{ row: R; user: UserRow; onTeam: boolean }> => {
    const ticketUser = request.caller.kind !== 'user' && ticket ? await userForTicket(ctx.db, ticket, id) : undefined;
    const user = ticketUser ?? requireUser(request).user;
    const { row, onTeam } = await find(user, id);
    return { row, user, onTeam };
  };

  /** The audit log's read: batched, once per reader, file and hour (a viewer's Range requests are one read). */
  const recordRead = (request: FastifyRequest, reader: FileReader<R>) => {
    const fact = fileFact('read', spec.kind === 'drawing' ? 'drawing' : 'constructionfile', reader.row);
    if ('linkId' in reader)
      ctx.reads.record(`share:${reader.linkId}:${request.ip}`, { shareLinkId: reader.linkId }, fact);
    else ctx.reads.record(`user:${reader.user.id}`, { user: reader.user }, fact);
  };

  /** Streams an upload of the file (the current revision's or an earlier one) and records the read. */
  const sendContent = async (
    request: FastifyRequest,
    reply: FastifyReply,
    reader: FileReader<R>,
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
  return { tags, find, presentOne, writable, sharedFile, userFile, recordRead, sendContent, anyReader };
}
