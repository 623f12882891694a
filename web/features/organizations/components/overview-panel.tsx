import { Alert, Badge, Button, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { useLongDate } from '../../../lib/dates';
import { applicantsOf, people, type Organization } from '../api/types';
import { PersonCell } from './person-cell';

interface OverviewPanelProps {
  org: Organization;
  currentUserId: string;
  onShowWaitlist?: () => void;
}

/** What the organization is, who runs it, and (for admins) who is waiting. */
export function OverviewPanel({ org, currentUserId, onShowWaitlist }: OverviewPanelProps) {
  const { t } = useTranslation('organization');
  const longDate = useLongDate();
  const waiting = applicantsOf(org).length;
  const admins = people(org.admins);
  return (
    <Stack gap="lg">
      {waiting > 0 && onShowWaitlist ? (
        <Alert color="yellow" variant="light" icon={<IconHourglass aria-hidden />} title={t('overview.waitingTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('overview.waitingText', { count: waiting })}</Text>
            <Button size="xs" variant="white" color="dark" onClick={onShowWaitlist}>
              {t('overview.showWaitlist')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card p="xl" h="100%">
            <Title order={3} size="h4" mb="sm">
              {t('overview.about')}
            </Title>
            <Text size="sm" c={org.description ? undefined : 'dimmed'} mb="xl" style={{ whiteSpace: 'pre-line' }}>
              {org.description || t('overview.noDescription')}
            </Text>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0} spacing="lg">
              <Fact label={t('overview.status')}>
                <Badge color={org.approved ? 'green' : 'yellow'} variant="light">
                  {t(org.approved ? 'status.approved' : 'status.pending')}
                </Badge>
              </Fact>
              <Fact label={t('overview.created')}>{longDate(org.createdAt)}</Fact>
              <Fact label={t('overview.projects')}>{org.projectsCount}</Fact>
            </SimpleGrid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card p="xl" h="100%">
            <Title order={3} size="h4" mb="md">
              {t('overview.admins')}
            </Title>
            {admins.length ? (
              <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {admins.map((person) => (
                  <li key={person._id}>
                    <PersonCell person={person} isSelf={person._id === currentUserId} />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('overview.noAdmins')}
              </Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
