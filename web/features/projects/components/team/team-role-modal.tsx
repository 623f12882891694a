import { Autocomplete, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_ROLE_MAX } from '../../../../../common/api/project';
import type { User } from '../../../../../common/api/user';
import { formatApiError } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { fullName } from '../../../../lib/user-display';
import { useSetTeamRole } from '../../api/use-team';

interface TeamRoleModalProps {
  projectId: string;
  member: User | null;
  onClose: () => void;
}

/** The roles a construction project usually has, offered while typing; any other text is a role too. */
const SUGGESTED_ROLES = [
  'projectManager',
  'siteManager',
  'supervisor',
  'architect',
  'structuralEngineer',
  'designer',
  'client',
  'contractor',
  'subcontractor',
  'inspector',
  'reviewer',
] as const;

/** Changes one member's role in this project (`PATCH project/{projectId}/{memberId}`). */
export function TeamRoleModal({ projectId, member, onClose }: TeamRoleModalProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const save = useSetTeamRole(projectId);
  // The last person edited stays in the title while the modal fades out.
  const [shown, setShown] = useState(member);
  const form = useForm({
    initialValues: { role: member?.role ?? '' },
    // docs/product.md point 5: validation runs on blur, change and input.
    validateInputOnBlur: true,
    validateInputOnChange: true,
    validate: {
      role: (value) => (value.trim().length > TEAM_ROLE_MAX ? t('team.roleTooLong', { max: TEAM_ROLE_MAX }) : null),
    },
  });
  if (member && member !== shown) {
    setShown(member);
    form.setInitialValues({ role: member.role });
    form.setValues({ role: member.role });
  }
  const name = shown ? fullName(shown) : '';
  const submit = form.onSubmit(({ role }) => {
    if (!member) return;
    save.mutate(
      { memberId: member._id, role: role.trim() },
      {
        onSuccess: () => {
          notify(t, { color: 'teal', message: t('team.roleSaved', { name }) });
          onClose();
        },
        onError: (error) =>
          notify(t, { color: 'red', title: t('team.roleFailed'), message: formatApiError(t, error, 'unknownError') }),
      },
    );
  });
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={t('team.roleTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('team.roleText')}
          </Text>
          <Autocomplete
            label={t('team.roleLabel')}
            placeholder={t('team.rolePlaceholder')}
            data={SUGGESTED_ROLES.map((key) => t(`team.roles.${key}`))}
            data-autofocus
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('team.roleSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
