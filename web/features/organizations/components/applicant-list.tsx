import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInbox, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/user-display';
import type { Person } from '../api/types';
import { PersonCell } from './person-cell';

interface ApplicantListProps {
  role: 'member' | 'admin';
  applicants: Person[];
  /** The applicant whose approval is running, if any. */
  approvingId: string | null;
  onApprove: (person: Person) => void;
  onDeny: (person: Person) => void;
}

/** One of the two waiting lists: people who applied as members, or as admins. */
export function ApplicantList({ role, applicants, approvingId, onApprove, onDeny }: ApplicantListProps) {
  const { t } = useTranslation('organization');
  const headingId = `waitlist-${role}`;
  return (
    <Card p="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="md">
        <div>
          <Title order={3} size="h5" id={headingId}>
            {t(`waitlist.${role}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`waitlist.${role}.text`)}
          </Text>
        </div>
        <Text size="sm" fw={600} c="dimmed">
          {t('waitlist.count', { count: applicants.length })}
        </Text>
      </Group>
      {applicants.length === 0 ? (
        <Group gap="sm" py="md" justify="center">
          <ThemeIcon variant="light" color="gray" radius="xl">
            <IconInbox size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t(`waitlist.${role}.empty`)}
          </Text>
        </Group>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {applicants.map((person, index) => (
            <Group
              key={person._id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="sm"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
            >
              <PersonCell person={person} detail={[person.title, person.email].filter(Boolean).join(' · ')} />
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => onDeny(person)}
                  disabled={approvingId !== null}
                  aria-label={t('waitlist.denyPerson', { name: fullName(person) })}
                >
                  {t('waitlist.deny')}
                </Button>
                <Button
                  size="xs"
                  color="teal.9"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  onClick={() => onApprove(person)}
                  loading={approvingId === person._id}
                  disabled={approvingId !== null && approvingId !== person._id}
                  aria-label={t('waitlist.approvePerson', { name: fullName(person) })}
                >
                  {t('waitlist.approve')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
