import { FilesPageBody } from '../features/files/components/files-page-body';

/** /byggfiler */
export function ConstructionFilesPage() {
  return <FilesPageBody kind="constructionfile" />;
}
