import { PageLoader } from '../components/page-loader';
import { Stack } from '@mantine/core';
import { NotificationSettings } from '../features/account/components/notification-settings';
import { ProfileSettingsForm } from '../features/account/components/profile-settings-form';
import { useCurrentUser } from '../entities/session/use-current-user';

export function AccountSettingsPage() {
  const { data: user } = useCurrentUser();
  // Keyed by id so the form starts from the right user if the session changes.
  return user ? (
    <Stack gap="lg">
      <ProfileSettingsForm key={user._id} user={user} />
      <NotificationSettings user={user} />
    </Stack>
  ) : (
    <PageLoader />
  );
}
