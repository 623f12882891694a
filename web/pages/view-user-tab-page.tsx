import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';

export function ViewUserTabPage() {
  const { t } = useTranslation('account');
  return (
    <ComingSoon
      icon={<IconUserSearch size={32} aria-hidden />}
      title={t('viewUser.comingTitle')}
      description={t('viewUser.comingText')}
    />
  );
}
