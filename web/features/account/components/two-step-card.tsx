import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { formatApiError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { TotpSetup, useMfaDisable } from '../../auth';

/** Turning two-step sign-in off: the password and a current code (or a recovery code). */
function DisableForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'auth']);
  const disable = useMfaDisable();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          notify(t, { color: 'teal', message: t('security.mfa.disabled') });
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('security.mfa.disableText')}</Text>
        {disable.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formatApiError(t, disable.error, 'unknownError')}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <TextInput
          label={t('auth:mfa.codeOrRecoveryLabel')}
          autoComplete="one-time-code"
          maxLength={20}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={disable.isPending}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" color="red" loading={disable.isPending} disabled={!password || !code.trim()}>
            {t('security.mfa.disable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Two-step sign-in with an authenticator app: whether it is on, setting it up, turning it off (passkeys: PasskeysCard). */
export function TwoStepCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<'setup' | 'disable' | null>(null);
  return (
    <Card p="xl" aria-labelledby="mfa-title" component="section">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={560}>
          <Group gap="xs">
            <Title order={2} size="h4" id="mfa-title">
              {t('security.mfa.title')}
            </Title>
            <Badge variant="filled" color={user.totpEnabled ? 'teal.9' : 'gray.7'} data-mfa-status>
              {user.totpEnabled ? t('security.mfa.on') : t('security.mfa.off')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('security.mfa.text')}
          </Text>
        </Stack>
        {user.totpEnabled ? (
          <Button variant="default" color="red" onClick={() => setOpen('disable')}>
            {t('security.mfa.disable')}
          </Button>
        ) : (
          <Button leftSection={<IconShieldCheck size={18} aria-hidden />} onClick={() => setOpen('setup')}>
            {t('security.mfa.setUp')}
          </Button>
        )}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open === 'disable' ? t('security.mfa.disableTitle') : t('security.mfa.setupTitle')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open === 'setup' ? <TotpSetup onDone={() => setOpen(null)} /> : null}
        {open === 'disable' ? <DisableForm onClose={() => setOpen(null)} /> : null}
      </Modal>
    </Card>
  );
}
