import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAnswer } from '../../../../common/api/auth';
import { formatAuthError } from '../../../lib/error-message';
import { useLoginMfa } from '../api/use-mfa';

interface MfaStepFormProps {
  mfaToken: string;
  onSignedIn: (answer: LoginAnswer) => void;
  onCancel: () => void;
}

/** The second step of a sign-in: a code from the authenticator app, or one of the recovery codes. */
export function MfaStepForm({ mfaToken, onSignedIn, onCancel }: MfaStepFormProps) {
  const { t } = useTranslation('auth');
  const loginMfa = useLoginMfa();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) loginMfa.mutate({ mfaToken, code: code.trim() }, { onSuccess: onSignedIn });
  };
  return (
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
          autoFocus
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
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          {t('mfa.step.cancel')}
        </Anchor>
      </Stack>
    </form>
  );
}
