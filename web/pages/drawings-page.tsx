import { IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { usePageTitle } from '../lib/page-title';

export function DrawingsPage() {
  const { t } = useTranslation('drawings');
  usePageTitle(t('title'));
  return (
    <ComingSoon icon={<IconRuler2 size={32} aria-hidden />} title={t('comingTitle')} description={t('comingText')} />
  );
}
