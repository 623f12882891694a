import { PageLoader } from '../components/page-loader';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { useCurrentUser } from '../entities/session/use-current-user';

export function AccountChangePasswordPage() {
  const { data: user } = useCurrentUser();
  return user ? <ChangePasswordForm user={user} /> : <PageLoader />;
}
