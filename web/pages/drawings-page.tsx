import { ImportButton } from '../features/import/import-button';
import { FilesPageBody } from '../features/files/components/files-page-body';

/** /ritningar */
export function DrawingsPage() {
  return <FilesPageBody kind="drawing" actions={<ImportButton importType="drawings" />} />;
}
