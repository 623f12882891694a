import { Alert, Button, Code, Group, Image, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../lib/error-message';
import { useTotpEnable, useTotpSetup } from './use-mfa';
import { RecoveryCodes } from './recovery-codes';

/** The QR code of the otpauth URL, drawn here (qrcode is loaded with this step only; no image leaves the app). */
function QrCode({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <Image src={src} alt={alt} w={200} h={200} /> : <Loader aria-label={alt} />;
}

/** Groups a base32 secret in fours, the way apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up two-step sign-in: a QR code and the secret as text, a code from the app to confirm, then the ten
 * recovery codes, shown once. `onDone` after the person has seen them.
 */
export function TotpSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const [code, setCode] = useState('');

  if (enable.data)
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />} title={t('mfa.setup.enabledTitle')}>
          {t('mfa.setup.enabledText')}
        </Alert>
        <RecoveryCodes codes={enable.data.recoveryCodes} />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('mfa.setup.done')}</Button>
        </Group>
      </Stack>
    );

  if (!setup.data)
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('mfa.setup.intro')}</Text>
        {setup.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formatApiError(t, setup.error, 'unknownError')}
          </Alert>
        ) : null}
        <Button onClick={() => setup.mutate()} loading={setup.isPending}>
          {t('mfa.setup.start')}
        </Button>
      </Stack>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) enable.mutate(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('mfa.setup.formLabel')}>
      <Stack gap="md">
        <Text size="sm">{t('mfa.setup.scan')}</Text>
        <QrCode url={setup.data.otpauthUrl} alt={t('mfa.setup.qrAlt')} />
        <Stack gap={4}>
          <Text size="sm">{t('mfa.setup.typeInstead')}</Text>
          <Code fz="sm" data-totp-secret={setup.data.secret} style={{ wordBreak: 'break-all' }}>
            {grouped(setup.data.secret)}
          </Code>
        </Stack>
        {enable.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {formatApiError(t, enable.error, 'unknownError')}
          </Alert>
        ) : null}
        <TextInput
          label={t('mfa.codeLabel')}
          description={t('mfa.setup.codeHelp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          maw={220}
        />
        <Group>
          <Button type="submit" loading={enable.isPending} disabled={!code.trim()}>
            {t('mfa.setup.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
