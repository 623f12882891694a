import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_PATH, IMPORT_TYPES, importAnswer, importQuery, type ImportType } from '../../common/api/import';
import { errorSchema } from '../../common/api/shared';
import { MSG_FILES } from '../../common/messages';
import { importCsv } from '../commands/import/import-csv';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { requireUser } from '../plugins/auth';

/** `POST upload_csv_file?importType=projects|constructionfiles|drawings` (multipart, field `file`). */
export const importRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      IMPORT_PATH,
      {
        schema: {
          tags: ['import'],
          consumes: ['multipart/form-data'],
          querystring: importQuery,
          response: { 200: importAnswer, 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const type = request.query.importType;
        if (!type || !(IMPORT_TYPES as readonly string[]).includes(type))
          throw badRequest(`importType must be one of ${IMPORT_TYPES.join(', ')}`);
        if (!request.isMultipart()) throw badRequest(MSG_FILES.noFileSelected);
        const part = await request.file({
          limits: { fileSize: ctx.config.maxUploadBytes, files: 1 },
          throwFileSizeLimit: true,
        });
        if (!part || part.fieldname !== 'file') throw badRequest(MSG_FILES.noFileSelected);
        return importCsv(ctx, caller, type as ImportType, part.file);
      },
    );
  };
