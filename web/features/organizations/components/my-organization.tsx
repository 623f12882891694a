import type { User } from '../../../../common/api/user';
import { useAbilities } from '../../../entities/session';
import { refId } from '../api/types';
import type { OrganizationParts } from './organization-parts';
import { OrganizationView } from './organization-view';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';

// A member's organization paints with the page; the rarer cases load their own code.
const NoOrganization = lazyPart(() => import('./no-organization').then((m) => m.NoOrganization), <PageLoader />, [
  'organization',
]);
const PendingOrganization = lazyPart(
  () => import('./pending-organization').then((m) => m.PendingOrganization),
  <PageLoader />,
  ['organization'],
);
// Only the superadmin sees every organization: the others never download that table.
const SuperadminOrganizations = lazyPart(
  () => import('./superadmin-organizations').then((m) => m.SuperadminOrganizations),
  <PageLoader />,
  ['account', 'organization'],
);

/**
 * /my-organization for whoever is signed in: their organization; the superadmin's overview of all of
 * them; a pending application or request; or the ways to join one.
 */
export function MyOrganization({ user, parts }: { user: User; parts: OrganizationParts }) {
  // The superadmin decides on every organization's request, from this page.
  const { approveOrganizations } = useAbilities();
  const orgId = refId(user.organization);
  if (orgId)
    return (
      <OrganizationView
        key={orgId}
        orgId={orgId}
        currentUserId={user._id}
        parts={parts}
        allOrganizations={
          approveOrganizations ? (
            <SuperadminOrganizations currentUserId={user._id} canJoin={false} embedded AuditLog={parts.AuditLog} />
          ) : undefined
        }
      />
    );
  if (approveOrganizations)
    return <SuperadminOrganizations currentUserId={user._id} canJoin AuditLog={parts.AuditLog} />;
  if (user.pendingOrganization) return <PendingOrganization userId={user._id} pending={user.pendingOrganization} />;
  return <NoOrganization userId={user._id} />;
}
