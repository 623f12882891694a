import { Alert, Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../../lib/error-message';
import { fullName } from '../../../lib/user-display';
import { email as emailRule } from '../../../lib/validation';
import { useUserLookup } from '../../users';
import { useAddMember } from '../api/use-add-member';
import { notifyFailure, notifySuccess } from './notify';
import { PersonCell } from './person-cell';
import { RolePicker } from './role-picker';

/** Finds an organization-less person by their exact e-mail and adds them as member or admin. */
export function AddByEmail({ orgId, orgName, onDone }: { orgId: string; orgName: string; onDone: () => void }) {
  const { t } = useTranslation('organization');
  const [searched, setSearched] = useState('');
  const [role, setRole] = useState<'member' | 'admin'>('member');
  const lookup = useUserLookup(searched);
  const add = useAddMember();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: emailRule(t, t('fields.email')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const found = lookup.data;

  const onAdd = () => {
    if (!found) return;
    add.mutate(
      { organizationId: orgId, userId: found._id, role },
      {
        onSuccess: () => {
          notifySuccess(t('addMember.added', { name: fullName(found), organization: orgName }));
          onDone();
        },
        onError: (error) => notifyFailure(t, error, role === 'admin' ? 'adminAddFailed' : 'memberAddFailed'),
      },
    );
  };

  return (
    <Stack gap="md">
      <form onSubmit={form.onSubmit((values) => setSearched(values.email.trim()))} noValidate>
        <TextInput
          type="email"
          label={t('fields.email')}
          description={t('addMember.emailHint')}
          placeholder="namn@foretag.se"
          data-autofocus
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1 }}>{input}</div>
              <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
                {t('addMember.search')}
              </Button>
            </Group>
          )}
          {...form.getInputProps('email')}
        />
      </form>
      {searched && lookup.isFetching ? <Skeleton height={72} radius="md" /> : null}
      {searched && !lookup.isFetching && lookup.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {formatApiError(t, lookup.error, 'memberAddFailed')}
        </Alert>
      ) : null}
      {searched && !lookup.isFetching && lookup.isSuccess && !found ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('addMember.notFound')}>
          {t('addMember.notFoundText', { email: searched })}
        </Alert>
      ) : null}
      {found && !lookup.isFetching ? (
        <Paper withBorder p="md" radius="md" aria-label={t('addMember.foundLabel')} component="section">
          <Stack gap="md">
            <PersonCell person={found} link={false} detail={[found.title, found.email].filter(Boolean).join(' · ')} />
            <RolePicker value={role} onChange={setRole} />
            <Group justify="flex-end">
              <Button onClick={onAdd} loading={add.isPending} leftSection={<IconUserPlus size={16} aria-hidden />}>
                {t('addMember.add', { name: fullName(found) })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
