import { ImportButton } from '../features/import/import-button';
import { FilesPageBody } from '../features/files/components/files-page-body';

/** /byggfiler */
export function ConstructionFilesPage() {
  return <FilesPageBody kind="constructionfile" actions={<ImportButton importType="constructionfiles" />} />;
}
