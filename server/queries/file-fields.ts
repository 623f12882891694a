/**
 * The documented fields a file takes from its upload (docs/api.md point 4), as expressions over the file's row so
 * filters and sorts need no join: `url` (null while no content is attached), `size` and `contentType`.
 * Sorting by size looks the upload up per row, which is fine for the filtered sets people sort.
 */
import { sql } from 'drizzle-orm';
import { API_BASE } from '../../common/api/shared';
import { uploads } from '../db/schema';
import type { FileTable } from './file-kinds';
import type { FieldMap } from './list-query/fields';

export function uploadFields(table: FileTable, contentPath: string): FieldMap {
  // The same address as common/api/files.ts `contentUrl`, built in SQL around the row's id.
  const [before = '', after = ''] = `${API_BASE}${contentPath}`.split(':id');
  const ofUpload = (column: typeof uploads.size | typeof uploads.contentType) =>
    sql`(select ${column} from ${uploads} where ${uploads.id} = ${table.uploadId})`;
  return {
    url: {
      column: sql`(case when ${table.uploadId} is null then null else ${before} || ${table.id}::text || ${after} end)`,
      type: 'text',
    },
    size: { column: ofUpload(uploads.size), type: 'int', sortable: true },
    contentType: { column: ofUpload(uploads.contentType), type: 'text', sortable: true },
  };
}
