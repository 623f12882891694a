import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../features/auth/components/auth-shell';
import { PasswordResetRequest } from '../features/auth/components/password-reset-request';
import { usePageTitle } from '../lib/page-title';

export function PasswordResetPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('passwordReset.title'));
  return (
    <AuthShell>
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} radius="lg">
        <PasswordResetRequest />
      </Paper>
    </AuthShell>
  );
}
