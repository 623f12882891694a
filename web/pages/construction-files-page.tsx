import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { usePageTitle } from '../lib/page-title';

export function ConstructionFilesPage() {
  const { t } = useTranslation('files');
  usePageTitle(t('title'));
  return (
    <ComingSoon icon={<IconFileText size={32} aria-hidden />} title={t('comingTitle')} description={t('comingText')} />
  );
}
