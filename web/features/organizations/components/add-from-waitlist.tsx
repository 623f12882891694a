import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconCheck, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/user-display';
import { applicantsOf, type Organization } from '../api/types';
import { useAddMember } from '../api/use-add-member';
import { notifyFailure, notifySuccess } from './notify';
import { PersonCell } from './person-cell';
import { RolePicker } from './role-picker';

/** Picks one applicant from the waiting lists and approves them, as the role they asked for or another. */
export function AddFromWaitlist({ org, onDone }: { org: Organization; onDone: () => void }) {
  const { t } = useTranslation('organization');
  const applicants = applicantsOf(org);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const add = useAddMember();
  const picked = applicants.find((a) => a.person._id === pickedId);

  if (applicants.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl">
        <IconInbox size={28} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed">
          {t('addMember.noApplicants')}
        </Text>
      </Stack>
    );

  const onApprove = () => {
    if (!picked) return;
    add.mutate(
      { organizationId: org._id, userId: picked.person._id, role },
      {
        onSuccess: () => {
          notifySuccess(t('waitlist.approved', { name: fullName(picked.person), organization: org.name }));
          onDone();
        },
        onError: (error) => notifyFailure(t, error, 'memberApproveFailed'),
      },
    );
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('addMember.pickApplicant')}
        value={pickedId}
        onChange={(id) => {
          setPickedId(id);
          setRole(applicants.find((a) => a.person._id === id)?.role ?? 'member');
        }}
      >
        <Stack gap="xs" mt="xs">
          {applicants.map(({ person, role: applied }) => (
            <Radio.Card key={person._id} value={person._id} radius="md" p="sm" aria-label={fullName(person)}>
              <Group wrap="nowrap" justify="space-between">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator size="sm" />
                  <PersonCell person={person} link={false} />
                </Group>
                <Badge variant="light" color={applied === 'admin' ? 'brand' : 'gray'}>
                  {t(`addMember.applied.${applied}`)}
                </Badge>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {picked ? <RolePicker value={role} onChange={setRole} /> : null}
      <Group justify="flex-end">
        <Button
          onClick={onApprove}
          disabled={!picked}
          loading={add.isPending}
          leftSection={<IconCheck size={16} aria-hidden />}
        >
          {t('waitlist.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
