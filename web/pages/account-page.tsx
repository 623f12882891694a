import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountHeader } from '../features/account/components/account-header';
import { useCurrentUser } from '../entities/session/use-current-user';
import { usePageTitle } from '../lib/page-title';

export function AccountPage() {
  const { t } = useTranslation('account');
  const { data: user } = useCurrentUser();
  usePageTitle(t('title'));
  if (!user) return <PageLoader />;
  return (
    <Stack gap="xl">
      <AccountHeader user={user} own />
      <Outlet />
    </Stack>
  );
}
