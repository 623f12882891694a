import { PageLoader } from '../components/page-loader';
import { ProfileOverview } from '../features/account/components/profile-overview';
import { useCurrentUser } from '../features/auth/api/use-current-user';

export function AccountOverviewPage() {
  const { data: user } = useCurrentUser();
  return user ? <ProfileOverview user={user} /> : <PageLoader />;
}
