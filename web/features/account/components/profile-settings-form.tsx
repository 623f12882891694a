import { Button, Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { formatApiError } from '../../../lib/error-message';
import { fullName } from '../../../lib/user-display';
import { required } from '../../../lib/validation';
import { useUpdateUser, type ProfileFields } from '../api/use-update-user';
import { notify } from '../../../lib/notify';

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
        form.resetDirty(trimmed);
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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.firstName')}
          autoComplete="given-name"
          withAsterisk
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('fields.lastName')}
          autoComplete="family-name"
          withAsterisk
          {...form.getInputProps('lastName')}
        />
        <TextInput label={t('fields.title')} autoComplete="organization-title" {...form.getInputProps('title')} />
        <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput label={t('fields.address')} autoComplete="street-address" {...form.getInputProps('address')} />
        <TextInput label={t('fields.email')} value={user.email} readOnly description={t('settings.emailHint')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || update.isPending}>
          {t('settings.discard')}
        </Button>
        <Button
          type="submit"
          loading={update.isPending}
          disabled={!form.isDirty()}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          {t('settings.save')}
        </Button>
      </Group>
    </Card>
  );
}
