import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { AccountHeader } from '../features/account/components/account-header';
import { LoadError } from '../features/organizations/components/load-error';
import { useUser } from '../features/users/api/use-user';
import { UserNotFound } from '../features/users/components/user-not-found';
import { ViewUserSkeleton } from '../features/users/components/view-user-skeleton';
import { ApiRequestError } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';
import { fullName } from '../lib/user-display';

/** /view-user/:userId: another user's header and tabs; the children show overview, settings and password. */
export function ViewUserPage() {
  const { t } = useTranslation('account');
  const { userId = '' } = useParams();
  const query = useUser(userId);
  usePageTitle(query.data ? fullName(query.data) : t('viewUser.title'));
  if (query.isPending) return <ViewUserSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <UserNotFound />;
    return <LoadError title={t('viewUser.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <Stack gap="xl">
      <AccountHeader user={query.data} />
      <Outlet />
    </Stack>
  );
}
