import { Alert, Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../../lib/error-message';
import { fullName } from '../../../lib/user-display';
import { email as emailRule } from '../../../lib/validation';
import { useUserLookup } from '../../../entities/user';
import { applicantsOf, type Organization } from '../api/types';
import { useAddMember } from '../api/use-add-member';
import { notifyFailure, notifySuccess } from './notify';
import { PersonCell } from './person-cell';
import { RolePicker } from './role-picker';

/**
 * Finds an organization-less person by their exact e-mail and approves them as member or admin — if they applied
 * to this organization. Nobody is added without having asked (the server refuses: issue #34.7); one who has not
 * applied is told how to.
 */
export function AddByEmail({ org, onDone }: { org: Organization; onDone: () => void }) {
  const { t } = useTranslation('organization');
  const [searched, setSearched] = useState('');
  const [role, setRole] = useState<'member' | 'admin' | null>(null);
  const lookup = useUserLookup(searched);
  const add = useAddMember();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: emailRule(t, t('fields.email')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const found = lookup.data;
  const application = found ? applicantsOf(org).find((a) => a.person._id === found._id) : undefined;
  // The role they applied for, until the admin picks another.
  const chosenRole = role ?? application?.role ?? 'member';

  const onApprove = () => {
    if (!found) return;
    add.mutate(
      { organizationId: org._id, userId: found._id, role: chosenRole },
      {
        onSuccess: () => {
          notifySuccess(t('waitlist.approved', { name: fullName(found), organization: org.name }));
          onDone();
        },
        onError: (error) => notifyFailure(t, error, 'memberApproveFailed'),
      },
    );
  };

  return (
    <Stack gap="md">
      <form
        onSubmit={form.onSubmit((values) => {
          setSearched(values.email.trim());
          setRole(null);
        })}
        noValidate
      >
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
            {application ? (
              <>
                <RolePicker value={chosenRole} onChange={setRole} />
                <Group justify="flex-end">
                  <Button onClick={onApprove} loading={add.isPending} leftSection={<IconCheck size={16} aria-hidden />}>
                    {t('waitlist.approvePerson', { name: fullName(found) })}
                  </Button>
                </Group>
              </>
            ) : (
              <Alert
                color="blue"
                variant="light"
                icon={<IconInfoCircle aria-hidden />}
                title={t('addMember.notApplied', { name: fullName(found) })}
              >
                {t('addMember.notAppliedText', { name: fullName(found), organization: org.name })}
              </Alert>
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
