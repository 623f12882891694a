import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconArrowRight, IconInfoCircle, IconKey, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clearAuthError, readAuthError } from '../../../lib/auth-storage';
import { formatAuthError, translateCode } from '../../../lib/error-message';
import { safeRedirect } from '../../../lib/redirect';
import { email, required } from '../../../lib/validation';
import { useLogin } from '../api/use-login';
import { usePasskeyLogin } from '../api/use-passkey-login';
import { passkeyErrorText } from '../../../lib/passkey-error';
import type { MfaChallengeAnswer } from '../../../../common/api/account-security';
import { lookUpSso, ssoStartUrl } from '../api/use-sso';
import { MfaStepForm } from './mfa-step-form';
import { SsoFailedAlert } from './sso-choice';
import { ERROR_CODES } from '../../../../common/api/error-code-names';
import { SSO_ERROR_PARAM } from '../../../../common/api/paths';
import { hasErrorCode } from '../../../lib/error-message';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const passkeyLogin = usePasskeyLogin();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [sessionNotice] = useState(readAuthError);
  useEffect(clearAuthError, []);

  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: { email: email(t, t('fields.email')), password: required(t, t('fields.password')) },
    // Not the password on blur: leaving it empty for "Glömt lösenord?" must not move the link under the pointer.
    validateInputOnBlur: ['email'],
    validateInputOnChange: true,
  });

  // E-mail first (as Outline, GitLab and Entra ID do): the server is asked whether the e-mail's domain signs in
  // through its organization's provider (it answers about the domain only), and either the browser goes there or
  // the password is asked for in a second step.
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (step === 'password') passwordRef.current?.focus();
  }, [step]);
  const ssoError = params.get(SSO_ERROR_PARAM);

  // Two-step sign-in: the password's answer is a challenge, and the second step's form takes the place of this one.
  const [challenge, setChallenge] = useState<MfaChallengeAnswer | null>(null);
  const signedIn = () => void navigate(safeRedirect(params.get('redirect')), { replace: true });
  const onSubmit = form.onSubmit((values) => {
    passkeyLogin.reset();
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: (answer) => ('mfaToken' in answer ? setChallenge(answer) : signedIn()) },
    );
  });
  const withPasskey = () => {
    login.reset();
    passkeyLogin.mutate(undefined, { onSuccess: signedIn });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'password') return onSubmit(event);
    event.preventDefault();
    if (form.validateField('email').hasError) return;
    setChecking(true);
    lookUpSso(form.values.email)
      .then((answer) => {
        if (answer.sso) return window.location.assign(ssoStartUrl(form.values.email, params.get('redirect')));
        setChecking(false);
        setStep('password');
      })
      // The question failing (offline, too many) leaves the password: the sign-in itself then answers.
      .catch(() => {
        setChecking(false);
        setStep('password');
      });
  };
  const changeEmail = () => {
    login.reset();
    form.setFieldValue('password', '');
    setStep('email');
  };

  const tryAgain = () => {
    login.reset();
    form.setFieldValue('password', '');
    passwordRef.current?.focus();
  };

  // The server's usual answer is "Error logging in" itself: then the alert explains instead of repeating it.
  const errorText =
    login.isError && hasErrorCode(login.error, ERROR_CODES.invalidCredentials)
      ? t('signIn.checkCredentials')
      : formatAuthError(t, login.error);

  if (challenge)
    return (
      <MfaStepForm
        mfaToken={challenge.mfaToken}
        methods={challenge.methods}
        onSignedIn={signedIn}
        onCancel={() => {
          setChallenge(null);
          login.reset();
          form.setFieldValue('password', '');
        }}
      />
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.title')}>
      <Stack gap="md">
        {ssoError && !login.isError ? <SsoFailedAlert code={ssoError} /> : null}
        {sessionNotice && !login.isError ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('signIn.sessionEnded')}>
            {translateCode(t, sessionNotice.code) ?? sessionNotice.text}
          </Alert>
        ) : null}
        {login.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title={t('errors:invalidCredentials')}
            role="alert"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {errorText}
            </Text>
            <Button variant="subtle" color="red" size="compact-sm" mt="xs" px={0} onClick={tryAgain}>
              {t('signIn.tryAgain')}
            </Button>
          </Alert>
        ) : null}
        <div>
          <TextInput
            label={t('fields.email')}
            type="email"
            // `webauthn`: the browser may offer passkeys in the e-mail field's suggestions.
            autoComplete="username webauthn"
            placeholder={t('fields.emailPlaceholder')}
            withAsterisk
            readOnly={step === 'password'}
            data-autofocus
            {...form.getInputProps('email')}
          />
          {step === 'password' ? (
            <Group justify="flex-end" mt={6}>
              <Anchor component="button" type="button" size="sm" fw={500} onClick={changeEmail}>
                {t('signIn.changeEmail')}
              </Anchor>
            </Group>
          ) : null}
        </div>
        {step === 'email' ? (
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={checking}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('signIn.continue')}
          </Button>
        ) : (
          <>
            <div>
              <PasswordInput
                ref={passwordRef}
                label={t('fields.password')}
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps('password')}
              />
              <Group justify="flex-end" mt={6}>
                <Anchor component={Link} to="/password-reset" size="sm" fw={500}>
                  {t('signIn.forgotPassword')}
                </Anchor>
              </Group>
            </div>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={login.isPending}
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              {t('signIn.submit')}
            </Button>
          </>
        )}
        <Divider label={t('signIn.or')} labelPosition="center" />
        {passkeyLogin.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Text size="sm">{passkeyErrorText(t, passkeyLogin.error)}</Text>
          </Alert>
        ) : null}
        <Button
          variant="default"
          size="md"
          fullWidth
          loading={passkeyLogin.isPending}
          leftSection={<IconKey size={18} aria-hidden />}
          onClick={withPasskey}
        >
          {t('signIn.passkey')}
        </Button>
      </Stack>
    </form>
  );
}
