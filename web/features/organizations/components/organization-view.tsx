import { Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconFolders,
  IconHistory,
  IconHourglass,
  IconLayoutDashboard,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fullName } from '../../../lib/user-display';
import { applicantsOf, isAdminOf, people, refId } from '../api/types';
import { useOrganization } from '../api/use-organization';
import { LoadError } from './load-error';
import { OrganizationHeader, type OrganizationTab } from './organization-header';
import { OrganizationSkeleton } from './organization-skeleton';
import { OverviewPanel } from './overview-panel';
import type { OrganizationParts } from './organization-parts';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// The overview paints first; every other tab's code loads when the tab is opened, the add dialog likewise.
const MembersPanel = lazyPart(() => import('./members-panel').then((m) => m.MembersPanel), <PageLoader />, [
  'account',
  'organization',
]);
const WaitlistPanel = lazyPart(() => import('./waitlist-panel').then((m) => m.WaitlistPanel), <PageLoader />, [
  'organization',
]);
const RequireMfaCard = lazyPart(() => import('./require-mfa-card').then((m) => m.RequireMfaCard), null, [
  'organization',
]);
const SsoCard = lazyPart(() => import('./sso-card').then((m) => m.SsoCard), null, ['organization']);
const OrganizationSettingsForm = lazyPart(
  () => import('./organization-settings-form').then((m) => m.OrganizationSettingsForm),
  <PageLoader />,
  ['organization'],
);
const DeleteOrganizationCard = lazyPart(
  () => import('./delete-organization-card').then((m) => m.DeleteOrganizationCard),
  null,
  ['organization'],
);
const AddMemberModal = lazyPart(() => import('./add-member-modal').then((m) => m.AddMemberModal), null, [
  'organization',
]);

interface OrganizationViewProps {
  orgId: string;
  currentUserId: string;
  /** The superadmin's overview of every organization, as an extra tab. */
  allOrganizations?: ReactNode;
  /** The projects and log tabs, from the page. */
  parts: OrganizationParts;
}

/** The signed-in user's organization: overview, members, its projects and, for admins, waiting list and settings. */
export function OrganizationView({ orgId, currentUserId, allOrganizations, parts }: OrganizationViewProps) {
  const { AuditLog, OrganizationProjects } = parts;
  const { t } = useTranslation('organization');
  const query = useOrganization(orgId);
  const [params, setParams] = useSearchParams();
  const [addOpened, addModal] = useDisclosure(false);
  const addMounted = useOpenedOnce(addOpened);

  if (query.isPending) return <OrganizationSkeleton />;
  if (query.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );

  const org = query.data;
  const manage = org.abilities.manageMembers;
  const member = org.users.some((ref) => refId(ref) === currentUserId);
  const tabs: OrganizationTab[] = [
    { value: 'overview', label: t('tabs.overview'), icon: IconLayoutDashboard },
    { value: 'members', label: t('tabs.members'), icon: IconUsers },
    { value: 'projects', label: t('tabs.projects'), icon: IconFolders },
  ];
  if (manage) {
    tabs.push({ value: 'waitlist', label: t('tabs.waitlist'), icon: IconHourglass, count: applicantsOf(org).length });
    if (org.abilities.update) tabs.push({ value: 'settings', label: t('tabs.settings'), icon: IconSettings });
  }
  if (org.abilities.readAudit) tabs.push({ value: 'log', label: t('tabs.log'), icon: IconHistory });
  if (allOrganizations) tabs.push({ value: 'all', label: t('tabs.all'), icon: IconBuilding });
  const requested = params.get('tab');
  const tab = tabs.some((item) => item.value === requested) ? (requested ?? 'overview') : 'overview';
  const setTab = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Stack gap="xl">
        <OrganizationHeader
          org={org}
          userId={currentUserId}
          isAdmin={isAdminOf(org, currentUserId)}
          member={member}
          tabs={tabs}
          active={tab}
          onAddMember={addModal.open}
        />
        <Tabs.Panel value="overview">
          <OverviewPanel
            org={org}
            currentUserId={currentUserId}
            onShowWaitlist={manage ? () => setTab('waitlist') : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <MembersPanel org={org} currentUserId={currentUserId} />
        </Tabs.Panel>
        <Tabs.Panel value="projects">
          <OrganizationProjects organizationId={org._id} />
        </Tabs.Panel>
        <Tabs.Panel value="waitlist">
          <WaitlistPanel org={org} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <Stack gap="xl">
            <OrganizationSettingsForm key={`${org._id}-${org.name}-${org.description}`} org={org} />
            <RequireMfaCard org={org} />
            {org.abilities.manageSso ? <SsoCard org={org} /> : null}
            {org.abilities.delete ? <DeleteOrganizationCard org={org} /> : null}
          </Stack>
        </Tabs.Panel>
        {org.abilities.readAudit ? (
          <Tabs.Panel value="log">
            <AuditLog
              scope={{ organization: org._id }}
              people={people(org.users).map((person) => ({ _id: person._id, name: fullName(person) }))}
              pickProject
            />
          </Tabs.Panel>
        ) : null}
        {allOrganizations ? <Tabs.Panel value="all">{allOrganizations}</Tabs.Panel> : null}
      </Stack>
      {manage && addMounted ? <AddMemberModal org={org} opened={addOpened} onClose={addModal.close} /> : null}
    </Tabs>
  );
}
