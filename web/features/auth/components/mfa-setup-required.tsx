import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconKey, IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useLogout } from '../api/use-logout';
import { liftMfaHold } from '../../../entities/credentials/use-mfa';
import { useAddPasskey } from '../../../entities/credentials/use-passkeys';
import { passkeyErrorText } from '../../../lib/passkey-error';
import { AuthShell } from './auth-shell';
import { TotpSetup } from '../../../entities/credentials/totp-setup';

/**
 * What a member sees while their organization requires two-step sign-in and they have not set it up: a passkey
 * (one tap where the device has one; renamed later on the account page) or the authenticator app, and the way out. The server refuses everything else meanwhile (403 MFA_SETUP_REQUIRED).
 */
export function MfaSetupRequired() {
  const { t } = useTranslation('auth');
  usePageTitle(t('mfa.required.title'));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const done = () => liftMfaHold(queryClient);
  const addPasskey = useAddPasskey();
  return (
    <AuthShell>
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} radius="lg">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {t('mfa.required.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('mfa.required.text')}
            </Text>
          </Stack>
          <Stack gap="xs">
            {addPasskey.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                <Text size="sm">{passkeyErrorText(t, addPasskey.error)}</Text>
              </Alert>
            ) : null}
            <Button
              variant="default"
              leftSection={<IconKey size={18} aria-hidden />}
              loading={addPasskey.isPending}
              onClick={() => addPasskey.mutate(t('mfa.required.passkeyName'), { onSuccess: done })}
            >
              {t('mfa.required.addPasskey')}
            </Button>
          </Stack>
          <Divider label={t('mfa.required.orApp')} labelPosition="center" />
          <TotpSetup onDone={done} />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={16} aria-hidden />}
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) })
              }
            >
              {t('mfa.required.signOut')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AuthShell>
  );
}
