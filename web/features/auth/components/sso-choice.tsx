import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateCode } from '../../../lib/error-message';
import { ssoStartUrl } from '../api/use-sso';

/**
 * In place of the password when the e-mail's domain signs in through its organization (single sign-on): the way to
 * the organization's own sign-in, and the password after all for the few who have one.
 */
export function SsoChoice(props: {
  email: string;
  organizationName: string;
  redirect: string | null;
  onUsePassword: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('sso.text', { organization: props.organizationName })}</Text>
      <Button
        component="a"
        href={ssoStartUrl(props.email, props.redirect)}
        size="md"
        fullWidth
        // The label wraps on a phone rather than being cut.
        h="auto"
        py={10}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        leftSection={<IconBuildingCommunity size={18} aria-hidden />}
      >
        {t('sso.continue')}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={props.onUsePassword} style={{ alignSelf: 'center' }}>
        {t('sso.usePassword')}
      </Anchor>
    </Stack>
  );
}

/** Why the last sign-in through the organization did not finish (the callback's `sso_error` code). */
export function SsoFailedAlert({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('sso.failedTitle')} role="alert">
      <Text size="sm">{translateCode(t, code) ?? t('errors:account.ssoFailed')}</Text>
    </Alert>
  );
}
