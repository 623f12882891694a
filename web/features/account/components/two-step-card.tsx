import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { formatApiError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { RecoveryCodes, TotpSetup, useMfaDisable, useRenewRecoveryCodes } from '../../../entities/credentials';

/** The password and a current code (or a recovery code), asked before turning it off or renewing the codes. */
function ProofForm({
  text,
  submitLabel,
  danger,
  mutation,
  onSubmit,
  onClose,
}: {
  text: string;
  submitLabel: string;
  danger?: boolean;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  onSubmit: (body: { password: string; code: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'auth']);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ password, code: code.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {mutation.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formatApiError(t, mutation.error, 'unknownError')}
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
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('security.cancel')}
          </Button>
          <Button
            type="submit"
            color={danger ? 'red' : undefined}
            loading={mutation.isPending}
            disabled={!password || !code.trim()}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turning two-step sign-in off. */
function DisableForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const disable = useMfaDisable();
  return (
    <ProofForm
      text={t('security.mfa.disableText')}
      submitLabel={t('security.mfa.disable')}
      danger
      mutation={disable}
      onClose={onClose}
      onSubmit={(body) =>
        disable.mutate(body, {
          onSuccess: () => {
            notify(t, { color: 'teal', message: t('security.mfa.disabled') });
            onClose();
          },
        })
      }
    />
  );
}

/** Ten new recovery codes in place of the old ones, shown this once. */
function RenewForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const renew = useRenewRecoveryCodes();
  if (renew.data)
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />}>
          {t('security.mfa.renewed')}
        </Alert>
        <RecoveryCodes codes={renew.data.recoveryCodes} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('security.mfa.renewDone')}</Button>
        </Group>
      </Stack>
    );
  return (
    <ProofForm
      text={t('security.mfa.renewText')}
      submitLabel={t('security.mfa.renewSubmit')}
      mutation={renew}
      onClose={onClose}
      onSubmit={(body) => renew.mutate(body)}
    />
  );
}

/** Two-step sign-in with an authenticator app: whether it is on, setting it up, turning it off (passkeys: PasskeysCard). */
export function TwoStepCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState<'setup' | 'disable' | 'renew' | null>(null);
  const titles = {
    setup: t('security.mfa.setupTitle'),
    disable: t('security.mfa.disableTitle'),
    renew: t('security.mfa.renewTitle'),
  };
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
          <Group gap="xs">
            <Button variant="default" onClick={() => setOpen('renew')}>
              {t('security.mfa.renew')}
            </Button>
            <Button variant="default" color="red" onClick={() => setOpen('disable')}>
              {t('security.mfa.disable')}
            </Button>
          </Group>
        ) : (
          <Button leftSection={<IconShieldCheck size={18} aria-hidden />} onClick={() => setOpen('setup')}>
            {t('security.mfa.setUp')}
          </Button>
        )}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? titles[open] : ''}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open === 'setup' ? <TotpSetup onDone={() => setOpen(null)} /> : null}
        {open === 'disable' ? <DisableForm onClose={() => setOpen(null)} /> : null}
        {open === 'renew' ? <RenewForm onClose={() => setOpen(null)} /> : null}
      </Modal>
    </Card>
  );
}
