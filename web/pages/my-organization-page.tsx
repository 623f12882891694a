import { useTranslation } from 'react-i18next';
import { lazyPart } from '../components/lazy-part';
import { PageLoader } from '../components/page-loader';
import { useAbilities, useCurrentUser } from '../entities/session/use-current-user';
import { MyOrganization } from '../features/organizations/components/my-organization';
import type { OrganizationParts } from '../features/organizations/components/organization-parts';
import { usePageTitle } from '../lib/page-title';

// The organization's projects and log tabs load when first shown; the organization page composes them (a feature
// never imports another).
const OrganizationProjects = lazyPart(
  () => import('../features/projects').then((m) => m.OrganizationProjects),
  <PageLoader />,
  ['projects', 'projectPages'],
);
const AuditLog = lazyPart(() => import('../features/audit').then((m) => m.AuditLog), <PageLoader />, ['audit']);
const PARTS: OrganizationParts = { OrganizationProjects, AuditLog };

export function MyOrganizationPage() {
  const { t } = useTranslation('organization');
  const { data: user } = useCurrentUser();
  const { approveOrganizations } = useAbilities();
  usePageTitle(approveOrganizations && !user?.organization ? t('admin.title') : t('title'));
  return user ? <MyOrganization user={user} parts={PARTS} /> : <PageLoader />;
}
