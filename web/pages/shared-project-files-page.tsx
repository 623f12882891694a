import { IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';

export function SharedProjectFilesPage() {
  const { t } = useTranslation('sharing');
  return (
    <ComingSoon icon={<IconFiles size={32} aria-hidden />} title={t('comingTitle')} description={t('comingText')} />
  );
}
