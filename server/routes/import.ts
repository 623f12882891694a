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
        // One byte past the limit reaches the import, which answers 413 (a cut-off file would look whole).
        const part = await request.file({ limits: { fileSize: ctx.config.maxUploadBytes + 1, files: 1 } });
        if (!part || part.fieldname !== 'file') throw badRequest(MSG_FILES.noFileSelected);
        const length = Number(request.headers['content-length']);
        return ctx.bulkWrites.during(() =>
          importCsv(ctx, caller, type as ImportType, {
            file: part.file,
            declaredBytes: Number.isFinite(length) ? length : undefined,
          }),
        );
      },
    );
  };
