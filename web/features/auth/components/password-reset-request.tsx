import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowLeft, IconMailCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatApiError } from '../../../lib/error-message';
import { email } from '../../../lib/validation';
import { useSendPasswordReset } from '../api/use-send-password-reset';

/** Asks for a reset link. The answer never reveals whether the address has an account. */
export function PasswordResetRequest() {
  const { t } = useTranslation('auth');
  const send = useSendPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: email(t, t('fields.email')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  if (send.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconMailCheck size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('passwordReset.sentHeading')}
        </Title>
        <Text c="dimmed">{t('passwordReset.sentText', { email: form.values.email.trim() })}</Text>
        <Button component={Link} to="/sign-in" variant="light" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('passwordReset.backToSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => send.mutate(values.email))}
      aria-label={t('passwordReset.heading')}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {t('passwordReset.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('passwordReset.text')}
          </Text>
        </Stack>
        {send.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formatApiError(t, send.error, 'resetFailed')}
          </Alert>
        ) : null}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={send.isPending}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {t('passwordReset.submit')}
        </Button>
        <Anchor component={Link} to="/sign-in" size="sm" ta="center">
          {t('passwordReset.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}
