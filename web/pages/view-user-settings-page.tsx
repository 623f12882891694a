import { useParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ProfileSettingsForm } from '../features/account/components/profile-settings-form';
import { useCurrentUser } from '../entities/session/use-current-user';
import { useUser } from '../features/users/api/use-user';
import { AccessDenied } from '../features/users/components/access-denied';
import { canEditProfile } from '../features/users/components/user-permissions';

export function ViewUserSettingsPage() {
  const { userId = '' } = useParams();
  const { data: user } = useUser(userId);
  const { data: me } = useCurrentUser();
  if (!user || !me) return <PageLoader />;
  if (!canEditProfile(user)) return <AccessDenied />;
  return <ProfileSettingsForm key={user._id} user={user} self={me._id === user._id} />;
}
