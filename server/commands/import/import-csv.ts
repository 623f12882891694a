import { randomUUID } from 'node:crypto';
/**
 * `upload_csv_file`: streams the CSV, validates each row with the same schemas as the single-item calls, and
 * writes valid rows 2,000 at a time, each batch one statement, two batches at once (write-lanes.ts).
 * A failure mid-way leaves whole batches written or not at all, and the report says which rows made it. A file
 * over MAX_UPLOAD_MB is refused before any row is written (bounded-input.ts).
 */
import type { Readable } from 'node:stream';
import type { ImportAnswer, ImportType } from '../../../common/api/import';
import { MSG } from '../../../common/messages';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden } from '../../errors';
import { authorize, can } from '../../policies/authorize';
import { boundedInput, type ImportUpload } from './bounded-input';
import { prepareFileRow, projectRefOf, writeFiles, type FileCandidate } from './import-files';
import { organizationLookup, prepareProjectRow, writeProjects, type ProjectCandidate } from './import-projects';
import { mapColumns, rowValues, type ColumnMap } from './map-columns';
import { MSG_IMPORT, readCsv, type CsvItem } from './read-csv';
import { releaseMemorySoon } from '../../lib/release-memory';
import { ImportReport } from './report';
import { NUL_MESSAGE } from '../../lib/nul-text';
import { newProjectLookup, prefetchProjects } from './resolve-project';
import { recordAudit } from '../../audit/record';
import { WriteLanes } from './write-lanes';

const IMPORTED_TYPE = { projects: 'project', constructionfiles: 'constructionfile', drawings: 'drawing' } as const;

const BATCH = 2000;
/** File rows whose projects are looked up together (two queries for all of them). */
const LOOKUP_BATCH = 500;
const IMPORT_TABLES: Record<ImportType, string[]> = {
  projects: ['projects', 'project_team'],
  constructionfiles: ['construction_files'],
  drawings: ['drawing_files'],
};

export async function importCsv(
  ctx: AppContext,
  caller: UserRow,
  type: ImportType,
  upload: ImportUpload,
): Promise<ImportAnswer> {
  authorize(caller, 'import.run');
  if (type === 'projects' && !can(caller, 'project.create')) throw forbidden(MSG.notProjectOrgAdmin);

  const report = new ImportReport(type);
  const orgCache = new Map<string, string | null>();
  const projectCache = newProjectLookup();
  let columns: ColumnMap | null = null;
  let headerRow: string[] = [];
  let waiting: Array<{ row: number; values: Record<string, string> }> = [];
  let rows = 0;
  // Rows that could repeat each other share a lane (write-lanes.ts): a file row's project, a project's name.
  const projectLanes = new WriteLanes<ProjectCandidate>(BATCH, (batch) => writeProjects(ctx, caller, batch, report));
  const fileLanes = new WriteLanes<FileCandidate>(BATCH, (batch) =>
    type === 'projects' ? Promise.resolve() : writeFiles(ctx, caller, type, batch, report),
  );
  const finish = async () => {
    // Rows read before a failure are still prepared and written: the report says where reading stopped.
    await prepareWaiting();
    await Promise.all([projectLanes.finish(), fileLanes.finish()]);
    // The rows just written are planned on at once (a search right after the import): a table the import
    // changed by a large share is analysed before answering, a smaller change in the background.
    if (report.importedRows.length > 0)
      await ctx.statistics.afterBulkWrite(IMPORT_TABLES[type], report.importedRows.length);
    // An import of many rows leaves the heap grown: given back once it is done.
    if (rows >= BATCH) releaseMemorySoon(ctx.log, `import of ${rows} rows`);
  };

  const input = await boundedInput(upload, ctx.config.maxUploadBytes);
  try {
    await readRows(input.stream);
  } catch (err) {
    // Unreadable from some row on: whole batches written so far stay, and the report says where it stopped.
    await finish();
    if (report.importedRows.length === 0) throw err;
    const message = err instanceof Error ? err.message : String(err);
    report.fail('validation', {
      row: rows + 1,
      message: `The import stopped here: ${message}`,
      code: 'IMPORT_STOPPED',
    });
    return await answered();
  } finally {
    await input.close();
  }
  if (!columns) throw badRequest(MSG_IMPORT.empty, undefined, 'CSV_EMPTY');
  if (rows === 0) throw badRequest(MSG_IMPORT.noRows, undefined, 'CSV_NO_ROWS');
  await finish();
  return answered();

  /** The answer, and one audit event for the import as a whole (its rows were written by many batches). */
  async function answered(): Promise<ImportAnswer> {
    const answer = report.answer();
    if (answer.imported > 0)
      await recordAudit(
        ctx.db,
        { user: caller },
        {
          action: 'import',
          entityType: IMPORTED_TYPE[type],
          entityId: randomUUID(),
          // The name of an import is how many rows it wrote.
          entityName: String(answer.imported),
          organizationId: caller.organizationId,
        },
      );
    return answer;
  }

  async function readRows(stream: Readable): Promise<void> {
    for await (const items of readCsv(stream))
      for (const item of items) {
        const wait = readItem(item);
        if (wait) await wait;
      }
    if (type !== 'projects') await prepareWaiting();
  }

  /** One header or record; a promise only when it has to wait (a lookup, a full batch), as rows are many. */
  function readItem(item: CsvItem): Promise<void> | undefined {
    if ('header' in item) {
      columns = mapColumns(type, item.header);
      headerRow = item.header;
      report.headers = columns.headers;
      for (const e of columns.unknown) report.fail('validation', e);
      return;
    }
    if (!columns) return;
    rows += 1;
    if (item.cells.length > columns.width) {
      report.fail('validation', {
        row: item.row,
        message: 'The row has more cells than the header.',
        code: 'TOO_MANY_CELLS',
      });
      return;
    }
    const nulAt = item.cells.findIndex((cell) => cell.includes('\u0000'));
    if (nulAt >= 0) {
      report.fail('validation', {
        row: item.row,
        field: headerRow[nulAt]?.trim() || undefined,
        message: NUL_MESSAGE,
        code: 'NUL_CHARACTER',
      });
      return;
    }
    const values = rowValues(columns, item.cells);
    if (type === 'projects') {
      const lookup = organizationLookup(ctx, values, orgCache);
      return lookup ? lookup.then(() => addProject(item.row, values)) : addProject(item.row, values);
    }
    waiting.push({ row: item.row, values });
    return waiting.length >= LOOKUP_BATCH ? prepareWaiting() : undefined;
  }

  function addProject(row: number, values: Record<string, string>): Promise<void> | undefined {
    const candidate = prepareProjectRow(caller, row, values, report, orgCache);
    return candidate
      ? projectLanes.add(candidate, `${candidate.organizationId}|${candidate.values.name.toLowerCase()}`)
      : undefined;
  }

  /** File rows wait in small batches so that the projects they name are looked up together. */
  async function prepareWaiting(): Promise<void> {
    if (type === 'projects' || waiting.length === 0) return;
    const rowsNow = waiting;
    waiting = [];
    const refs = rowsNow.map((w) => projectRefOf(w.values)).filter((r) => r !== null);
    await prefetchProjects(ctx, caller, refs, projectCache);
    for (const { row, values } of rowsNow) {
      const candidate = await prepareFileRow(ctx, caller, type, row, values, report, projectCache);
      const full = candidate && fileLanes.add(candidate, candidate.project.id);
      if (full) await full;
    }
  }
}
