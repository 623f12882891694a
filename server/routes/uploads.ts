import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_PATHS, uploadAnswer, uploadQuery } from '../../common/api/upload';
import { errorSchema, idSchema } from '../../common/api/shared';
import { MSG_FILES } from '../../common/messages';
import { uploadFile } from '../commands/upload-file';
import type { AppContext } from '../context';
import { badRequest, notFound } from '../errors';
import { requireUser } from '../plugins/auth';
import { canReadUpload, uploadPath } from '../queries/upload-access';
import { findUpload } from '../queries/upload-view';
import { sendBlob } from './send-blob';
import { openShareToken } from './shared';

/** `POST upload_file` streams a file into storage; `GET uploads/{id}` reads it back. */
export const uploadRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      UPLOAD_PATHS.upload,
      {
        schema: {
          tags: ['files'],
          consumes: ['multipart/form-data'],
          querystring: uploadQuery,
          response: { 201: uploadAnswer, 400: errorSchema, 401: errorSchema, 413: errorSchema, 415: errorSchema },
        },
      },
      async (request, reply) => {
        const caller = requireUser(request).user;
        if (request.query.fileName !== undefined && !request.query.fileName.trim())
          throw badRequest(MSG_FILES.filenameEmpty);
        if (!request.isMultipart()) throw badRequest(MSG_FILES.noFileSelected);
        const part = await request.file({
          limits: { fileSize: ctx.config.maxUploadBytes + 1, files: 1, fields: 10, parts: 20 },
          throwFileSizeLimit: false,
        });
        if (!part || part.fieldname !== 'file') throw badRequest(MSG_FILES.noFileSelected);
        const row = await uploadFile(ctx, caller, {
          stream: part.file,
          fileName: request.query.fileName ?? part.filename,
          purpose: request.query.purpose,
          overwrite: request.query.overwrite === 'true',
        });
        return reply.status(201).send({
          success: true as const,
          url: uploadPath(row.id),
          fileName: row.fileName,
          size: row.size,
          contentType: row.contentType,
        });
      },
    );

    app.get(
      UPLOAD_PATHS.content,
      {
        schema: {
          tags: ['files'],
          // A signed-in reader, or a shared page's logo with its share token.
          security: [{}, { token: [] }],
          params: z.object({ id: idSchema }),
          querystring: z.object({
            download: z.enum(['true', 'false', '1', '0']).optional(),
            shareToken: z.string().max(200).optional(),
          }),
          response: { 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const row = await findUpload(ctx.db, request.params.id);
        if (!row) throw notFound(MSG_FILES.uploadNotFound);
        // A shared page shows its project's logo with the share token; everything else needs a signed-in reader.
        const shareToken = request.caller.kind !== 'user' ? request.query.shareToken : undefined;
        const allowed = shareToken
          ? (await openShareToken(ctx, shareToken)).project.logoUploadId === row.id
          : await canReadUpload(ctx.db, requireUser(request).user, row);
        if (!allowed) throw notFound(MSG_FILES.uploadNotFound);
        return sendBlob(
          request,
          reply,
          ctx.storage,
          {
            storageKey: row.storageKey,
            etag: row.id,
            size: row.size,
            contentType: row.contentType,
            fileName: row.fileName,
          },
          // An upload's address names fixed content (a new logo is a new upload), so it may be kept an hour.
          {
            download: request.query.download === 'true' || request.query.download === '1',
            cacheControl: 'private, max-age=3600',
          },
        );
      },
    );
  };
