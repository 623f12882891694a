/** CSV import of projects, construction files and drawings (API.md point 5 "Files", issue 6). */
import { z } from 'zod';

export const IMPORT_PATH = '/upload_csv_file';
export const IMPORT_TYPES = ['projects', 'constructionfiles', 'drawings'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const importQuery = z.object({ importType: z.string().max(50).optional() });

const rowError = z.object({ row: z.number().int(), field: z.string().optional(), message: z.string() });
export type ImportRowError = z.infer<typeof rowError>;

export const importAnswer = z.object({
  success: z.boolean(),
  /** "No projects imported", "Projects imported partially", "Projects imported" and the same for the other types. */
  message: z.string(),
  imported: z.number().int(),
  /** Rows already in Byggarkiv (a repeated import), left as they were. */
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Data rows that were written, by row number (the header is row 0). */
  importedRows: z.array(z.number().int()),
  validationErrors: z.array(rowError),
  writeErrors: z.array(rowError),
  organizationErrors: z.array(rowError),
});
export type ImportAnswer = z.infer<typeof importAnswer>;

export interface ImportColumn {
  /** The entity's field name, always accepted as a header. */
  field: string;
  /** Swedish headers accepted too (case and spacing do not matter). */
  swedish: string[];
  required: boolean;
}

/** The documented columns of each import type; templates and the server's header mapping both come from here. */
export const IMPORT_COLUMNS: Record<ImportType, ImportColumn[]> = {
  projects: [
    { field: 'name', swedish: ['namn', 'projektnamn'], required: true },
    { field: 'description', swedish: ['beskrivning'], required: false },
    { field: 'type', swedish: ['typ', 'projekttyp'], required: true },
    { field: 'sector', swedish: ['sektor'], required: false },
    { field: 'startDate', swedish: ['startdatum', 'start'], required: true },
    { field: 'visibility', swedish: ['synlighet'], required: false },
    { field: 'budget', swedish: ['budget'], required: false },
    { field: 'organization', swedish: ['organisation'], required: false },
  ],
  constructionfiles: [
    { field: 'name', swedish: ['namn', 'filnamn'], required: true },
    { field: 'year', swedish: ['år', 'årtal'], required: false },
    { field: 'documentType', swedish: ['dokumenttyp', 'typ'], required: false },
    { field: 'project', swedish: ['projekt', 'projektnamn'], required: true },
  ],
  drawings: [
    { field: 'name', swedish: ['namn', 'ritningsnamn'], required: true },
    { field: 'drawingType', swedish: ['ritningstyp', 'typ'], required: false },
    { field: 'info', swedish: ['information', 'beskrivning'], required: false },
    { field: 'project', swedish: ['projekt', 'projektnamn'], required: true },
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
