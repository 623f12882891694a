import { useTranslation } from 'react-i18next';
import { ImportButton } from '../features/import/import-button';
import { FilesPageBody } from '../features/files/components/files-page-body';

/** /byggfiler */
export function ConstructionFilesPage() {
  const { t } = useTranslation('files');
  return (
    <FilesPageBody
      kind="constructionfile"
      title={t('title')}
      intro={t('intro')}
      actions={<ImportButton importType="constructionfiles" />}
    />
  );
}
