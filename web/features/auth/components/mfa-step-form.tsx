import { Alert, Anchor, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorKind } from '../../../../common/api/account-security';
import { formatAuthError } from '../../../lib/error-message';
import { passkeyErrorText } from '../../../lib/passkey-error';
import { useLoginMfa } from '../../../entities/credentials/use-mfa';
import { usePasskeySecondStep } from '../api/use-passkey-login';

interface MfaStepFormProps {
  mfaToken: string;
  /** What the person has: the app (with its recovery codes), passkeys, or both. */
  methods: SecondFactorKind[];
  onSignedIn: () => void;
  onCancel: () => void;
}

/** "Use passkey": the browser asks for one of the person's passkeys. */
function PasskeyStep({
  mfaToken,
  primary,
  onSignedIn,
}: {
  mfaToken: string;
  primary: boolean;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('auth');
  const passkey = usePasskeySecondStep();
  return (
    <Stack gap="sm">
      <Text size="sm">{t('mfa.step.passkeyText')}</Text>
      {passkey.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Text size="sm">{passkeyErrorText(t, passkey.error)}</Text>
        </Alert>
      ) : null}
      <Button
        size="md"
        fullWidth
        variant={primary ? 'filled' : 'default'}
        loading={passkey.isPending}
        leftSection={<IconKey size={18} aria-hidden />}
        onClick={() => passkey.mutate(mfaToken, { onSuccess: () => onSignedIn() })}
      >
        {t('mfa.step.usePasskey')}
      </Button>
    </Stack>
  );
}

/** The second step of a sign-in: a passkey, a code from the authenticator app, or one of the recovery codes. */
export function MfaStepForm({ mfaToken, methods, onSignedIn, onCancel }: MfaStepFormProps) {
  const { t } = useTranslation('auth');
  const loginMfa = useLoginMfa();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const hasTotp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) loginMfa.mutate({ mfaToken, code: code.trim() }, { onSuccess: () => onSignedIn() });
  };
  return (
    <Stack gap="md">
      {hasPasskey ? <PasskeyStep mfaToken={mfaToken} primary={!hasTotp} onSignedIn={onSignedIn} /> : null}
      {hasPasskey && hasTotp ? <Divider label={t('mfa.step.orCode')} labelPosition="center" /> : null}
      {hasTotp ? (
        <form onSubmit={submit} noValidate aria-label={t('mfa.step.title')}>
          <Stack gap="md">
            <Text size="sm">{recovery ? t('mfa.step.recoveryText') : t('mfa.step.text')}</Text>
            {loginMfa.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {formatAuthError(t, loginMfa.error)}
                </Text>
              </Alert>
            ) : null}
            <TextInput
              key={recovery ? 'recovery' : 'totp'}
              label={recovery ? t('mfa.recoveryCodeLabel') : t('mfa.codeLabel')}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              maxLength={recovery ? 20 : 8}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              data-autofocus
              autoFocus={!hasPasskey}
            />
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={loginMfa.isPending}
              disabled={!code.trim()}
              leftSection={<IconShieldLock size={18} aria-hidden />}
            >
              {t('mfa.step.submit')}
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                loginMfa.reset();
              }}
            >
              {recovery ? t('mfa.step.useApp') : t('mfa.step.useRecovery')}
            </Anchor>
          </Stack>
        </form>
      ) : null}
      <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
        {t('mfa.step.cancel')}
      </Anchor>
    </Stack>
  );
}
