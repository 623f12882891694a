import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { useCurrentUser } from '../entities/session/use-current-user';
import { useUser } from '../features/users/api/use-user';
import { AccessDenied } from '../features/users/components/access-denied';
import { passwordMode } from '../features/users/components/user-permissions';

export function ViewUserChangePasswordPage() {
  const { t } = useTranslation('account');
  const { userId = '' } = useParams();
  const { data: user } = useUser(userId);
  const { data: me } = useCurrentUser();
  if (!user || !me) return <PageLoader />;
  const mode = passwordMode(me, user);
  if (!mode) return <AccessDenied text={t('viewUser.denied.password')} />;
  return <ChangePasswordForm key={user._id} user={user} override={mode === 'override'} />;
}
