/**
 * The drawing register of a project (docs/api.md §6 "Drawing register"): matching a folder of drawings to it as new
 * revisions, and the register as CSV or XLSX.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ExcelJS from 'exceljs';
import {
  REGISTER_PATHS,
  registerExportQuery,
  registerMatchAnswer,
  registerMatchQuery,
  type FileStatus,
} from '../../common/api/files';
import { toCsv } from '../../common/csv';
import { MAX_REGISTER_PARTS } from '../../common/limits';
import { MSG_FILES } from '../../common/messages';
import { matchRegister, type RegisterPart } from '../commands/match-register';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { badRequest, overLimit } from '../errors';
import { authorize } from '../policies/authorize';
import { requireUser } from '../plugins/auth';
import { registerRows, type RegisterRow } from '../lists/drawing-register';
import { visibleProject } from '../queries/project-access';
import { contentDisposition } from './send-blob';
import { errorAnswers } from './route-helpers';

const tags = ['drawing register'];
const errors = errorAnswers(400, 401, 403, 404, 413);
/**
 * The longest file name a match answer repeats: a part's header may be 80 KB, and the answer keeps every name
 * until it is sent. Real file systems stop at 255 bytes.
 */
const MAX_REPORTED_NAME = 1_000;
/** What @fastify/multipart throws at the part or file count its limits allow. */
const isCountLimit = (err: unknown) =>
  err instanceof Error && ['FST_FILES_LIMIT', 'FST_PARTS_LIMIT'].includes((err as { code?: string }).code ?? '');

/** Headers the CSV import reads back (common/api/import.ts), so an exported register can be imported again. */
const COLUMNS = {
  sv: ['Ritningsnummer', 'Namn', 'Ritningstyp', 'Skala', 'Revision', 'Status', 'Datum'],
  en: ['drawingNumber', 'name', 'drawingType', 'scale', 'revision', 'status', 'date'],
};
const STATUS_WORDS: Record<'sv' | 'en', Record<FileStatus, string>> = {
  sv: { wip: 'Under arbete', shared: 'Delad', published: 'Publicerad', archived: 'Arkiverad' },
  en: { wip: 'wip', shared: 'shared', published: 'published', archived: 'archived' },
};

async function projectFor(ctx: AppContext, caller: UserRow, projectId: string | undefined) {
  if (!projectId) throw badRequest(MSG_FILES.noProjectId, [{ field: 'projectId', message: MSG_FILES.noProjectId }]);
  return visibleProject(ctx.db, caller, projectId);
}

const cellsOf = (row: RegisterRow, language: 'sv' | 'en') => [
  row.drawingNumber,
  row.name,
  row.drawingType,
  row.scale,
  row.revision ?? '',
  STATUS_WORDS[language][row.status],
  row.date.toISOString().slice(0, 10),
];

const fileNameOf = (projectName: string, ext: string) => `Ritningsförteckning ${projectName}.${ext}`;

/** CSV with the headers the import reads; XLSX whose cells are text (exceljs writes a formula only when given one). */
const EXPORTS = {
  csv: {
    path: REGISTER_PATHS.csv,
    ext: 'csv',
    contentType: 'text/csv; charset=utf-8',
    description:
      "The project's drawing register as CSV (semicolons, UTF-8 with BOM, formula-safe), with the " +
      "headers the CSV import reads, in the caller's language.",
    render: async (rows: RegisterRow[], language: 'sv' | 'en') =>
      `\uFEFF${toCsv([COLUMNS[language], ...rows.map((r) => cellsOf(r, language))])}\r\n`,
  },
  xlsx: {
    path: REGISTER_PATHS.xlsx,
    ext: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: "The project's drawing register as an Excel workbook (every cell text, none a formula).",
    render: async (rows: RegisterRow[], language: 'sv' | 'en') => {
      const workbook = new ExcelJS.Workbook();
      workbook.creator = 'Byggarkiv';
      const sheet = workbook.addWorksheet(language === 'sv' ? 'Ritningsförteckning' : 'Drawing register', {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = COLUMNS[language].map((header, i) => ({ header, width: [18, 40, 20, 10, 10, 16, 12][i] }));
      sheet.getRow(1).font = { bold: true };
      for (const row of rows) sheet.addRow(cellsOf(row, language));
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  },
};

export const drawingRegisterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      REGISTER_PATHS.match,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            "Each `file` part whose name starts with a drawing's `drawingNumber` (before a space, `_` or the " +
            "extension; case-folded) becomes that drawing's next revision; the rest are reported as `unmatched` " +
            '(`noMatch`, `ambiguous` when two drawings share the number, `wrongType`, `failed`). With ' +
            "`dryRun=true` nothing is stored and only the parts' file names are read: a preview may send them " +
            `empty. Each stored file is its own transaction. At most ${MAX_REGISTER_PARTS} files a request ` +
            '(413 `FILE_TOO_MANY_PARTS` past it; files stored before stay).',
          querystring: registerMatchQuery,
          response: { 200: registerMatchAnswer, ...errors },
        },
      },
      async (request) => {
        const caller = requireUser(request).user;
        const access = await projectFor(ctx, caller, request.query.projectId);
        authorize(caller, 'project.manageContent', access);
        if (!request.isMultipart()) throw badRequest(MSG_FILES.noFileSelected);
        const dryRun = request.query.dryRun === 'true' || request.query.dryRun === '1';
        // What one request holds is bounded: its parts (each answered with its name, kept until the answer goes),
        // a stored part's bytes (MAX_UPLOAD_MB, checked as it streams), and a dry run's parts read for their names
        // only (their content is discarded as it arrives, however large).
        const files = request.files({
          limits: {
            fileSize: dryRun ? 0 : ctx.config.maxUploadBytes + 1,
            files: MAX_REGISTER_PARTS,
            parts: MAX_REGISTER_PARTS + 20,
          },
          throwFileSizeLimit: false,
        });
        async function* parts(): AsyncGenerator<RegisterPart> {
          try {
            for await (const part of files) {
              if (part.fieldname !== 'file') {
                part.file.resume();
                continue;
              }
              yield { fileName: part.filename.slice(0, MAX_REPORTED_NAME), stream: part.file };
            }
          } catch (err) {
            // Past MAX_REGISTER_PARTS: what was stored before stays (each part is its own transaction).
            if (isCountLimit(err)) throw overLimit(MSG_FILES.tooManyParts);
            throw err;
          }
        }
        const answer = await matchRegister(ctx, caller, access.project.id, parts(), dryRun);
        if (answer.matched.length + answer.unmatched.length === 0) throw badRequest(MSG_FILES.noFileSelected);
        return { success: true as const, dryRun, ...answer };
      },
    );

    /** The register as a file to download, in the caller's language (formats below). */
    for (const format of Object.values(EXPORTS)) {
      app.get(
        format.path,
        {
          schema: {
            tags,
            description: format.description,
            querystring: registerExportQuery,
            produces: [format.contentType],
            response: errors,
          },
        },
        async (request, reply) => {
          const caller = requireUser(request).user;
          const { project } = await projectFor(ctx, caller, request.query.projectId);
          const language = caller.language === 'en' ? 'en' : 'sv';
          const body = await format.render(await registerRows(ctx.db, caller, project.id), language);
          return (reply as FastifyReply)
            .header('content-type', format.contentType)
            .header('content-disposition', contentDisposition('attachment', fileNameOf(project.name, format.ext)))
            .header('cache-control', 'no-store')
            .send(body);
        },
      );
    }
  };
