import { Stack } from '@mantine/core';
import { PageLoader } from '../components/page-loader';
import { PasskeysCard } from '../features/account/components/passkeys-card';
import { SessionsCard } from '../features/account/components/sessions-card';
import { TwoStepCard } from '../features/account/components/two-step-card';
import { useCurrentUser } from '../entities/session/use-current-user';

/** /account/security: two-step sign-in (the app, passkeys) and the sessions of one's own account. */
export function AccountSecurityPage() {
  const { data: user } = useCurrentUser();
  return user ? (
    <Stack gap="lg">
      <TwoStepCard user={user} />
      <PasskeysCard />
      <SessionsCard />
    </Stack>
  ) : (
    <PageLoader />
  );
}
