import { PageLoader } from '../components/page-loader';
import { ProfileOverview } from '../features/account/components/profile-overview';
import { useCurrentUser } from '../entities/session/use-current-user';

export function AccountOverviewPage() {
  const { data: user } = useCurrentUser();
  return user ? <ProfileOverview user={user} /> : <PageLoader />;
}
