import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  PasswordInput,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SsoConfig } from '../../../../common/api/sso';
import { SSO_PATHS } from '../../../../common/api/paths';
import { API_BASE } from '../../../../common/api/values';
import type { Organization } from '../api/types';
import { useRemoveSso, useSaveSso, useSsoConfig, useTestSso } from '../api/use-sso-config';
import { CopyTextButton } from '../../../components/copy-text-button';
import { ConfirmModal } from './confirm-modal';
import { SsoDomains } from './sso-domains';
import { notifyFailure, notifySuccess } from './notify';

/**
 * Single sign-on with the organization's own OpenID provider (Microsoft Entra ID, Google, …): issuer, client id
 * and secret, and the e-mail domains whose people sign in there. The redirect URI to register at the provider is
 * shown for copying. The secret is never shown again once saved.
 */
export function SsoCard({ org }: { org: Organization }) {
  const { t } = useTranslation('organization');
  const config = useSsoConfig(org._id);
  return (
    <Card p="xl" component="section" aria-labelledby="sso-title">
      <Group justify="space-between" align="center" mb={4}>
        <Title order={2} size="h4" id="sso-title">
          {t('sso.title')}
        </Title>
        {config.data ? (
          <Badge color={config.data.enabled ? 'green' : 'gray'} variant="light">
            {t(config.data.enabled ? 'sso.on' : 'sso.off')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('sso.text')}
      </Text>
      {config.isPending ? null : (
        <SsoForm key={config.data?.updatedAt ?? 'new'} org={org} saved={config.data ?? null} />
      )}
    </Card>
  );
}

function SsoForm({ org, saved }: { org: Organization; saved: SsoConfig | null }) {
  const { t } = useTranslation('organization');
  const save = useSaveSso(org._id);
  const test = useTestSso(org._id);
  const remove = useRemoveSso(org._id);
  const [confirming, confirm] = useDisclosure(false);
  const redirectUri = saved?.redirectUri ?? `${window.location.origin}${API_BASE}${SSO_PATHS.callback}`;
  const form = useForm({
    initialValues: {
      issuer: saved?.issuer ?? '',
      clientId: saved?.clientId ?? '',
      clientSecret: '',
      emailDomains: saved?.emailDomains ?? [],
      enabled: saved?.enabled ?? true,
    },
    validate: {
      issuer: (v) => (/^https?:\/\/\S+$/.test(v.trim()) ? null : t('sso.issuerRequired')),
      clientId: (v) => (v.trim() ? null : t('sso.clientIdRequired')),
      clientSecret: (v) => (v.trim() || saved?.hasSecret ? null : t('sso.secretRequired')),
      emailDomains: (v) => (v.length ? null : t('sso.domainsRequired')),
    },
  });

  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      { ...values, clientSecret: values.clientSecret.trim() || undefined },
      {
        onSuccess: () => notifySuccess(t('sso.saved')),
        onError: (error) => notifyFailure(t, error, 'orgUpdateFailed'),
      },
    ),
  );
  const onTest = () => {
    if (form.validateField('issuer').hasError) return;
    test.mutate(form.values.issuer.trim(), {
      onSuccess: () => notifySuccess(t('sso.testOk')),
      onError: (error) => notifyFailure(t, error, 'orgUpdateFailed'),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        notifySuccess(t('sso.removed'));
      },
      onError: (error) => notifyFailure(t, error, 'orgUpdateFailed'),
    });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('sso.title')}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sso-redirect-label">
            {t('sso.redirectUri')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code aria-labelledby="sso-redirect-label" style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {redirectUri}
            </Code>
            <CopyTextButton
              value={redirectUri}
              size="xs"
              variant="light"
              iconSize={14}
              label={t('sso.copy')}
              copiedLabel={t('sso.copied')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('sso.redirectHelp')}
          </Text>
        </Stack>
        <TextInput
          label={t('sso.issuer')}
          description={t('sso.issuerHelp')}
          placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
          withAsterisk
          {...form.getInputProps('issuer')}
        />
        <TextInput label={t('sso.clientId')} withAsterisk autoComplete="off" {...form.getInputProps('clientId')} />
        <PasswordInput
          label={t('sso.clientSecret')}
          description={saved?.hasSecret ? t('sso.secretKept') : undefined}
          withAsterisk={!saved?.hasSecret}
          autoComplete="new-password"
          {...form.getInputProps('clientSecret')}
        />
        <TagsInput
          label={t('sso.domains')}
          description={t('sso.domainsHelp')}
          placeholder={form.values.emailDomains.length ? undefined : 'kommun.se'}
          withAsterisk
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
          {...form.getInputProps('emailDomains')}
        />
        {saved?.domains.length ? <SsoDomains org={org} saved={saved} /> : null}
        <Switch label={t('sso.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('sso.save')}
          </Button>
          <Button
            variant="default"
            onClick={onTest}
            loading={test.isPending}
            leftSection={<IconPlugConnected size={16} aria-hidden />}
          >
            {t('sso.test')}
          </Button>
          {saved ? (
            <Button
              variant="subtle"
              color="red"
              onClick={confirm.open}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              {t('sso.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={confirm.close}
        onConfirm={onRemove}
        loading={remove.isPending}
        title={t('sso.removeTitle')}
        confirmLabel={t('sso.remove')}
      >
        {t('sso.removeText')}
      </ConfirmModal>
    </form>
  );
}
