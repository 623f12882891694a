/** CSV import of projects, construction files and drawings (docs/api.md point 5 "Files", issue 6). */
import { z } from 'zod';
import type { FileStatus } from './files';
import { IMPORT_PATH } from './paths';

export { IMPORT_PATH };

export const IMPORT_TYPES = ['projects', 'constructionfiles', 'drawings'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const importQuery = z.object({ importType: z.string().max(50).optional() });

/**
 * Why a row was refused, as a stable identifier beside the English `message`: the web app shows its own text
 * for each, so the report reads in the interface language.
 */
export const IMPORT_ERROR_CODES = [
  'UNKNOWN_COLUMN',
  'TOO_MANY_CELLS',
  'NUL_CHARACTER',
  'REQUIRED',
  'TOO_LONG',
  'INVALID_DATE',
  'INVALID_YEAR',
  'INVALID_BUDGET',
  'INVALID_VISIBILITY',
  'INVALID_ARCHIVED',
  'INVALID_VALUE',
  'UNKNOWN_PROJECT',
  'AMBIGUOUS_PROJECT',
  'PROJECT_NOT_ALLOWED',
  'ORGANIZATION_NOT_ALLOWED',
  'ORGANIZATION_REQUIRED',
  'ORGANIZATION_MISMATCH',
  'WRITE_FAILED',
  'IMPORT_STOPPED',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** `{ row, field?, message }` as docs/api.md has it; `code` is an extra the server always sends. */
const rowError = z.object({
  row: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
  code: z.enum(IMPORT_ERROR_CODES).optional(),
});
export type ImportRowError = z.infer<typeof rowError>;

/** Each error list holds at most this many entries; `errorCounts` has the full numbers. */
export const REPORT_LIST_LIMIT = 1000;

export const importAnswer = z.object({
  /** False when nothing was imported, a repeated import that only skipped rows included (docs/api.md point 5). */
  success: z.boolean(),
  /** "No projects imported", "Projects imported partially", "Projects imported" and the same for the other types. */
  message: z.string(),
  /** The message as a stable code: nothing, part or all of the file was imported. */
  outcome: z.enum(['none', 'partial', 'all']),
  imported: z.number().int(),
  /** Rows already in Byggarkiv (a repeated import), left as they were. */
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Data rows that were written, by row number (the header is row 0). */
  importedRows: z.array(z.number().int()),
  validationErrors: z.array(rowError),
  writeErrors: z.array(rowError),
  organizationErrors: z.array(rowError),
  /** How many entries each list would hold without the cap of REPORT_LIST_LIMIT. */
  errorCounts: z.object({
    validationErrors: z.number().int(),
    writeErrors: z.number().int(),
    organizationErrors: z.number().int(),
  }),
  /** Field name → the header the file used for it ("Startdatum"), so a report can speak the sheet's words. */
  headers: z.record(z.string(), z.string()),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

export interface ImportColumn {
  /** The entity's field name, always accepted as a header. */
  field: string;
  /** Swedish headers accepted too (case and spacing do not matter). */
  swedish: string[];
  required: boolean;
  /** A column that may stand in for this required one (drawings name their project by `projectName` too). */
  or?: string;
  /** False for a column accepted but left out of the template (an alternative to another column). */
  template?: boolean;
}

/**
 * The documented columns of each import type; templates and the server's header mapping both come from here.
 * Every field name of the entity (docs/api.md point 4) that an import can set is a column.
 */
export const IMPORT_COLUMNS: Record<ImportType, ImportColumn[]> = {
  projects: [
    { field: 'name', swedish: ['namn', 'projektnamn'], required: true },
    { field: 'description', swedish: ['beskrivning'], required: false },
    { field: 'type', swedish: ['typ', 'projekttyp'], required: true },
    { field: 'sector', swedish: ['sektor'], required: false },
    { field: 'startDate', swedish: ['startdatum', 'start'], required: true },
    { field: 'visibility', swedish: ['synlighet'], required: false },
    { field: 'budget', swedish: ['budget'], required: false },
    { field: 'budgetNotes', swedish: ['budgetanteckningar', 'budgetkommentar'], required: false },
    { field: 'archived', swedish: ['arkiverad', 'arkiverat'], required: false },
    { field: 'organization', swedish: ['organisation'], required: false },
  ],
  constructionfiles: [
    { field: 'name', swedish: ['namn', 'filnamn'], required: true },
    { field: 'year', swedish: ['år', 'årtal'], required: false },
    { field: 'documentType', swedish: ['dokumenttyp', 'typ'], required: false },
    { field: 'status', swedish: ['status'], required: false },
    { field: 'revision', swedish: ['revision', 'rev'], required: false },
    { field: 'project', swedish: ['projekt', 'projektnamn'], required: true },
    { field: 'organization', swedish: ['organisation'], required: false },
  ],
  drawings: [
    { field: 'name', swedish: ['namn', 'ritningsnamn'], required: true },
    { field: 'drawingType', swedish: ['ritningstyp', 'typ'], required: false },
    { field: 'info', swedish: ['information', 'beskrivning'], required: false },
    { field: 'drawingNumber', swedish: ['ritningsnummer', 'ritningsnr', 'nummer'], required: false },
    { field: 'scale', swedish: ['skala'], required: false },
    { field: 'status', swedish: ['status'], required: false },
    { field: 'revision', swedish: ['revision', 'rev'], required: false },
    { field: 'project', swedish: ['projekt', 'projektnamn'], required: true, or: 'projectName' },
    { field: 'projectName', swedish: [], required: false, template: false },
    { field: 'organization', swedish: ['organisation'], required: false },
  ],
};

/** Swedish words for visibility accepted in imports. */
export const VISIBILITY_ALIASES: Record<string, 'public' | 'organization' | 'members'> = {
  public: 'public',
  offentlig: 'public',
  publik: 'public',
  organization: 'organization',
  organisation: 'organization',
  members: 'members',
  medlemmar: 'members',
  projektmedlemmar: 'members',
};

/** Status words accepted in imports: the API's values and the web app's Swedish names. */
export const STATUS_ALIASES: Record<string, FileStatus> = {
  wip: 'wip',
  'under arbete': 'wip',
  pågående: 'wip',
  shared: 'shared',
  delad: 'shared',
  published: 'published',
  publicerad: 'published',
  archived: 'archived',
  arkiverad: 'archived',
};

/** Yes/no words accepted for `archived` (what a spreadsheet or a person would write). */
export const BOOLEAN_ALIASES: Record<string, boolean> = {
  true: true,
  yes: true,
  ja: true,
  '1': true,
  x: true,
  false: false,
  no: false,
  nej: false,
  '0': false,
};
