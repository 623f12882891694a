import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
          <Title order={1} size="h2">
            {t('signUp.heading')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to="/sign-in" fw={600}>
              {t('signUp.toSignIn')}
            </Anchor>
          </Text>
        </Stack>
        <SignUpWizard />
      </Stack>
    </AuthShell>
  );
}
