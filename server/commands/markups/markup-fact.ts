/** The audit event of a markup: told on its file (the log lists documents), named by the file and the page. */
import type { AuditFact } from '../../audit/record';
import { fileFact } from '../../audit/record';
import type { ConstructionFileRow, DrawingFileRow, MarkupRow } from '../../db/schema';

export function markupFact(
  action: 'markup.publish' | 'markup.delete' | 'markup.restore',
  file: ConstructionFileRow | DrawingFileRow,
  markup: Pick<MarkupRow, 'fileKind' | 'page'>,
): AuditFact {
  const fact = fileFact(action, markup.fileKind, file);
  return { ...fact, entityName: `${file.name} (p. ${markup.page})` };
}
