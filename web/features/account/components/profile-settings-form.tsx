import { Card, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { formatApiError } from '../../../lib/error-message';
import { fullName } from '../../../lib/user-display';
import { required } from '../../../lib/validation';
import { useUpdateUser, type ProfileFields } from '../api/use-update-user';
import { notify } from '../../../lib/notify';
import { FormActions, keepSaved } from '../../../components/form-actions';
import { PersonFields } from '../../../components/person-fields';

/**
 * Edits a user's profile fields (one's own, or anyone's for the superadmin); e-mail and account type are
 * not changed here.
 */
export function ProfileSettingsForm({ user, self = true }: { user: User; self?: boolean }) {
  const { t } = useTranslation('account');
  const update = useUpdateUser(user._id);
  const form = useForm<ProfileFields>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      title: user.title,
      phone: user.phone,
      address: user.address,
    },
    validate: {
      firstName: required(t, t('fields.firstName')),
      lastName: required(t, t('fields.lastName')),
    },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit((values) => {
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as ProfileFields;
    update.mutate(trimmed, {
      onSuccess: () => {
        keepSaved(form, trimmed);
        notify(t, { color: 'teal', title: t('settings.savedTitle'), message: t('settings.savedText') });
      },
      onError: (error) =>
        notify(t, {
          color: 'red',
          title: t('settings.failedTitle'),
          message: formatApiError(t, error, 'unknownError'),
        }),
    });
  });

  return (
    <Card p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="settings-title">
      <Title order={2} size="h4" id="settings-title">
        {t('settings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {self ? t('settings.text') : t('settings.otherText', { name: fullName(user) })}
      </Text>
      <PersonFields label={(field) => t(`fields.${field}`)} inputProps={form.getInputProps}>
        <TextInput label={t('fields.email')} value={user.email} readOnly description={t('settings.emailHint')} />
      </PersonFields>
      <FormActions
        form={form}
        saving={update.isPending}
        discardLabel={t('settings.discard')}
        saveLabel={t('settings.save')}
      />
    </Card>
  );
}
