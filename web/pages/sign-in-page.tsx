import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-logo';
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
            <Title order={1} size="h2" mt="xs">
              {t('signIn.heading')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('signIn.noAccount')}{' '}
              <Anchor component={Link} to="/sign-up" fw={600}>
                {t('signIn.toSignUp')}
              </Anchor>
            </Text>
          </Stack>
          <SignInForm />
        </Stack>
      </Paper>
    </AuthShell>
  );
}
