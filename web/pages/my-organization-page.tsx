import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/page-loader';
import { useAbilities, useCurrentUser } from '../features/auth/api/use-current-user';
import { MyOrganization } from '../features/organizations/components/my-organization';
import { usePageTitle } from '../lib/page-title';

export function MyOrganizationPage() {
  const { t } = useTranslation('organization');
  const { data: user } = useCurrentUser();
  const { approveOrganizations } = useAbilities();
  usePageTitle(approveOrganizations && !user?.organization ? t('admin.title') : t('title'));
  return user ? <MyOrganization user={user} /> : <PageLoader />;
}
