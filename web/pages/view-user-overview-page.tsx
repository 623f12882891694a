import { useParams } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ProfileOverview } from '../features/account/components/profile-overview';
import { useUser } from '../features/users/api/use-user';

export function ViewUserOverviewPage() {
  const { userId = '' } = useParams();
  const { data: user } = useUser(userId);
  return user ? <ProfileOverview user={user} /> : <PageLoader />;
}
