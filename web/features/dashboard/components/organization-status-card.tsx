import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconHourglass, IconShieldCheck, IconUserQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../common/api/user';
import { organizationName } from '../../../lib/user-display';

type Status = 'superadmin' | 'member' | 'pending' | 'none';

function statusOf(user: User): Status {
  if (user.organization) return 'member';
  if (user.pendingOrganization) return 'pending';
  return user.superadmin ? 'superadmin' : 'none';
}

const LOOK: Record<Status, { icon: ReactNode; color: string }> = {
  member: { icon: <IconBuildingCommunity size={24} aria-hidden />, color: 'brand' },
  pending: { icon: <IconHourglass size={24} aria-hidden />, color: 'yellow' },
  none: { icon: <IconUserQuestion size={24} aria-hidden />, color: 'orange' },
  superadmin: { icon: <IconShieldCheck size={24} aria-hidden />, color: 'grape' },
};

/** Whether the user belongs to an organization, waits for approval, or still needs to join one. */
export function OrganizationStatusCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const status = statusOf(user);
  const pending = user.pendingOrganization;
  const name = status === 'pending' ? pending?.name : (organizationName(user) ?? t('organization.yourOrganization'));
  const pendingKind = pending && !pending.approved ? 'requested' : 'applied';
  return (
    <Card p="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        {t('organization.title')}
      </Title>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" color={LOOK[status].color}>
            {LOOK[status].icon}
          </ThemeIcon>
          <div>
            <Group gap="xs">
              <Text fw={600}>
                {status === 'member' || status === 'pending' ? name : t(`organization.${status}.title`)}
              </Text>
              {status === 'member' && user.isAdmin ? <Badge variant="light">{t('organization.admin')}</Badge> : null}
              {status === 'pending' ? (
                <Badge color="yellow" variant="light">
                  {t('organization.pending.badge')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {status === 'pending' ? t(`organization.pending.${pendingKind}`) : t(`organization.${status}.text`)}
            </Text>
          </div>
        </Group>
        <Button component={Link} to="/my-organization" variant={status === 'none' ? 'filled' : 'light'} w="fit-content">
          {status === 'none' ? t('organization.none.action') : t('organization.open')}
        </Button>
      </Stack>
    </Card>
  );
}
