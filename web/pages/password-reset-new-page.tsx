import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../features/auth/components/auth-shell';
import { PasswordResetNewForm } from '../features/auth/components/password-reset-new-form';
import { usePageTitle } from '../lib/page-title';

export function PasswordResetNewPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  usePageTitle(t('passwordResetNew.title'));
  return (
    <AuthShell>
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} radius="lg">
        <PasswordResetNewForm token={params.get('token')} />
      </Paper>
    </AuthShell>
  );
}
