import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/brand-logo';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { AuthShell } from '../features/auth/components/auth-shell';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { usePageTitle } from '../lib/page-title';

export function SignInPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signIn.title'));
  return (
    <AuthShell>
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} radius="lg">
        <Stack gap="xl">
          <Stack gap={6} align="center" ta="center">
            <BrandMark size={44} />
            <AuthHeading
              heading={t('signIn.heading')}
              question={t('signIn.noAccount')}
              linkText={t('signIn.toSignUp')}
              to="/sign-up"
              mt="xs"
            />
          </Stack>
          <SignInForm />
        </Stack>
      </Paper>
    </AuthShell>
  );
}
