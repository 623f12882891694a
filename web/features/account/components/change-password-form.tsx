import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { formatApiError } from '../../../lib/error-message';
import { fullName } from '../../../lib/user-display';
import { matches, password, required } from '../../../lib/validation';
import { PasswordPair, useChangePassword } from '../../../entities/credentials';
import { notify } from '../../../lib/notify';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

interface ChangePasswordFormProps {
  user: User;
  /** The superadmin sets another user's password: by their e-mail, without a current password. */
  override?: boolean;
}

/**
 * POST change_password: one's own with the current password, or (the superadmin's override) another
 * user's with only their e-mail and the new password.
 */
export function ChangePasswordForm({ user, override = false }: ChangePasswordFormProps) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<Values>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: {
      currentPassword: (value) => (override ? null : required(t, t('fields.currentPassword'))(value)),
      password: password(t, t('fields.newPassword')),
      confirmPassword: (value, values) =>
        required(t, t('fields.confirmPassword'))(value) ?? matches<Values>(t, 'password')(value, values),
    },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit((values) => {
    const body = override
      ? { email: user.email, password: values.password }
      : { email: user.email, currentPassword: values.currentPassword, password: values.password };
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        notify(t, {
          color: 'teal',
          title: t('password.changedTitle'),
          message: override ? t('password.overrideChangedText', { name: fullName(user) }) : t('password.changedText'),
        });
      },
    });
  });

  return (
    <Card p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <Title order={2} size="h4" id="password-title">
        {t('password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        {override ? t('password.overrideText', { name: fullName(user), email: user.email }) : t('password.text')}
      </Text>
      <Stack gap="md" maw={480}>
        {change.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('errors:passwordChangeFailed')}
            role="alert"
          >
            {formatApiError(t, change.error, 'passwordChangeFailed')}
          </Alert>
        ) : null}
        <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {override ? null : (
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordPair form={form} label={t('fields.newPassword')} confirmLabel={t('fields.confirmPassword')} />
      </Stack>
      <Group justify="flex-end" mt="xl">
        <Button type="submit" loading={change.isPending} leftSection={<IconKey size={18} aria-hidden />}>
          {t('password.submit')}
        </Button>
      </Group>
    </Card>
  );
}
