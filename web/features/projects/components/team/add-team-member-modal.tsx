import { Alert, Avatar, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, initials } from '../../../../lib/user-display';
import { formatProjectError, projectErrorNotice } from '../../../../entities/project/errors';
import { organizationOf, type ProjectDetail } from '../../../../entities/project/types';
import { useAddTeamMembers, useColleagues } from '../../api/use-team';
import { notify } from '../../../../lib/notify';

interface AddTeamMemberModalProps {
  project: ProjectDetail;
  opened: boolean;
  onClose: () => void;
}

/** Picks colleagues of the project's organization who are not on the team yet. */
export function AddTeamMemberModal({ project, opened, onClose }: AddTeamMemberModalProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const colleagues = useColleagues(organizationOf(project).id, opened);
  const add = useAddTeamMembers(project._id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const onTeam = new Set(project.team.map((member) => member._id));
  const candidates = (colleagues.data ?? []).filter((user) => !onTeam.has(user._id));
  const byId = new Map(candidates.map((user) => [user._id, user]));

  const close = () => {
    setChosen([]);
    setSearch('');
    add.reset();
    onClose();
  };
  const submit = () =>
    add.mutate(chosen, {
      onSuccess: () => {
        notify(t, { color: 'teal', message: t('team.added', { count: chosen.length }) });
        close();
      },
      onError: (error) => notify(t, projectErrorNotice(t, error, 'teamAddFailed')),
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('team.addTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('team.addText')}
        </Text>
        <MultiSelect
          label={t('team.people')}
          placeholder={chosen.length ? undefined : t('team.searchPeople')}
          data={candidates.map((user) => ({ value: user._id, label: `${fullName(user)} (${user.email})` }))}
          value={chosen}
          onChange={setChosen}
          searchValue={search}
          onSearchChange={setSearch}
          searchable
          hidePickedOptions
          // Without a search term an empty list only means everyone is chosen; the dropdown then closes.
          nothingFoundMessage={colleagues.isPending ? t('common:loading') : search ? t('team.nobodyFound') : undefined}
          renderOption={({ option }) => {
            const user = byId.get(option.value);
            return user ? (
              <Group gap="sm" wrap="nowrap">
                <Avatar size={28} radius="xl" color="brand" variant="light">
                  {initials(user)}
                </Avatar>
                <div>
                  <Text size="sm">{fullName(user)}</Text>
                  <Text size="xs" c="dimmed">
                    {[user.title, user.email].filter(Boolean).join(' · ')}
                  </Text>
                </div>
              </Group>
            ) : (
              option.label
            );
          }}
          data-autofocus
        />
        {colleagues.isSuccess && candidates.length === 0 ? (
          <Alert variant="light" color="gray">
            {t('team.everyoneOnTeam')}
          </Alert>
        ) : null}
        {add.isError ? (
          <Alert variant="light" color="red" title={t('errors:project.teamAddFailed')}>
            {formatProjectError(t, add.error, 'teamAddFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={add.isPending}>
            {t('cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={chosen.length === 0}
            loading={add.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t('team.addConfirm', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
