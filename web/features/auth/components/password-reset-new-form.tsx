import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { formatApiError } from '../../../lib/error-message';
import { matches, password, required } from '../../../lib/validation';
import { useResetPassword } from '../api/use-reset-password';
import { PasswordPair } from '../../../entities/credentials';
import { notify } from '../../../lib/notify';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Sets a new password with the one-time token from the e-mailed link. */
export function PasswordResetNewForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<Values>({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: password(t, t('fields.newPassword')),
      confirmPassword: (value, values) =>
        required(t, t('fields.confirmPassword'))(value) ?? matches<Values>(t, 'password')(value, values),
    },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit((values) => {
    if (!token) return;
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notify(t, {
            color: 'teal',
            title: t('passwordResetNew.successTitle'),
            message: t('passwordResetNew.successText'),
          });
          void navigate('/sign-in', { replace: true });
        },
      },
    );
  });

  // A 400 means the link is bad, used or expired (docs/api.md point 5): only a new link helps.
  const linkBroken = !token || (reset.error instanceof ApiRequestError && reset.error.status === 400);

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('passwordResetNew.heading')}>
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {t('passwordResetNew.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('passwordResetNew.text')}
          </Text>
        </Stack>
        {linkBroken || reset.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            title={t('errors:resetFailed')}
          >
            <Text size="sm">
              {linkBroken ? t('passwordResetNew.linkInvalid') : formatApiError(t, reset.error, 'resetFailed')}
            </Text>
            <Anchor component={Link} to="/password-reset" size="sm" fw={600}>
              {t('passwordResetNew.requestNew')}
            </Anchor>
          </Alert>
        ) : null}
        <PasswordPair form={form} label={t('fields.newPassword')} confirmLabel={t('fields.confirmPassword')} />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={reset.isPending}
          disabled={!token}
          leftSection={<IconLock size={18} aria-hidden />}
        >
          {t('passwordResetNew.submit')}
        </Button>
      </Stack>
    </form>
  );
}
