import { IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { usePageTitle } from '../lib/page-title';

export function ProjectDatabasePage() {
  const { t } = useTranslation('projects');
  usePageTitle(t('database.title'));
  return (
    <ComingSoon
      icon={<IconDatabase size={32} aria-hidden />}
      title={t('database.comingTitle')}
      description={t('database.comingText')}
    />
  );
}
