import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { AuthShell } from '../features/auth/components/auth-shell';
import { SignUpWizard } from '../features/auth/components/sign-up-wizard';
import { usePageTitle } from '../lib/page-title';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signUp.title'));
  return (
    <AuthShell wide>
      <Stack gap="lg">
        <Stack gap={4}>
          <AuthHeading
            heading={t('signUp.heading')}
            question={t('signUp.haveAccount')}
            linkText={t('signUp.toSignIn')}
            to="/sign-in"
          />
        </Stack>
        <SignUpWizard />
      </Stack>
    </AuthShell>
  );
}
