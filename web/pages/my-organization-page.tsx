import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';
import { usePageTitle } from '../lib/page-title';

export function MyOrganizationPage() {
  const { t } = useTranslation('organization');
  usePageTitle(t('title'));
  return (
    <ComingSoon
      icon={<IconBuildingCommunity size={32} aria-hidden />}
      title={t('comingTitle')}
      description={t('comingText')}
    />
  );
}
