import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateCode } from '../../../lib/error-message';

/** Why the last sign-in through the organization did not finish (the callback's `sso_error` code). */
export function SsoFailedAlert({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('sso.failedTitle')} role="alert">
      <Text size="sm">{translateCode(t, code) ?? t('errors:account.ssoFailed')}</Text>
    </Alert>
  );
}
