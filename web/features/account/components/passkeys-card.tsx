import { ActionIcon, Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { IconKey, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../../common/api/passkeys';
import { formatDateTime } from '../../../../common/format';
import { formatApiError } from '../../../lib/error-message';
import { usePasskeys } from '../../../entities/credentials';
import { AddPasskeyForm, RemovePasskeyForm, RenamePasskeyForm } from './passkey-dialogs';

type Open = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: Passkey } | null;

function PasskeyRow({ passkey, onOpen }: { passkey: Passkey; onOpen: (open: NonNullable<Open>) => void }) {
  const { t } = useTranslation('account');
  const { name } = passkey;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" py="sm" data-passkey={passkey._id}>
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
        <IconKey size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('security.passkeys.details', {
              created: formatDateTime(passkey.createdAt),
              used: passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : t('security.passkeys.neverUsed'),
            })}
          </Text>
        </Stack>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('security.passkeys.rename')}>
          <ActionIcon
            variant="subtle"
            color="gray.7"
            aria-label={t('security.passkeys.renameNamed', { name })}
            onClick={() => onOpen({ kind: 'rename', passkey })}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('security.passkeys.remove')}>
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={t('security.passkeys.removeNamed', { name })}
            onClick={() => onOpen({ kind: 'remove', passkey })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

const TITLES = {
  add: 'security.passkeys.addTitle',
  rename: 'security.passkeys.renameTitle',
  remove: 'security.passkeys.removeTitle',
} as const;

/** Passkeys: sign in with a fingerprint, face or security key, alone or as the second step. */
export function PasskeysCard() {
  const { t } = useTranslation('account');
  const passkeys = usePasskeys();
  const [open, setOpen] = useState<Open>(null);
  // The title stays while the dialog fades out: a dialog without a name is one screen readers cannot announce.
  const [titleKey, setTitleKey] = useState<keyof typeof TITLES>('add');
  const show = (next: NonNullable<Open>) => {
    setTitleKey(next.kind);
    setOpen(next);
  };
  const [supported] = useState(browserSupportsWebAuthn);
  const list = passkeys.data?.result ?? [];
  const close = () => setOpen(null);
  return (
    <Card p="xl" aria-labelledby="passkeys-title" component="section">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Stack gap={4} maw={560}>
          <Title order={2} size="h4" id="passkeys-title">
            {t('security.passkeys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('security.passkeys.text')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => show({ kind: 'add' })}
          disabled={!supported}
        >
          {t('security.passkeys.add')}
        </Button>
      </Group>
      {supported ? null : (
        <Text size="sm" c="dimmed">
          {t('security.passkeys.unsupported')}
        </Text>
      )}
      {passkeys.isPending ? <Loader size="sm" aria-label={t('security.passkeys.loading')} /> : null}
      {passkeys.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formatApiError(t, passkeys.error, 'unknownError')}
        </Alert>
      ) : null}
      {passkeys.isSuccess && list.length === 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('security.passkeys.none')}
        </Text>
      ) : null}
      {list.length ? (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('security.passkeys.title')}
        >
          {list.map((passkey) => (
            <PasskeyRow key={passkey._id} passkey={passkey} onOpen={show} />
          ))}
        </Stack>
      ) : null}
      <Modal
        opened={open !== null}
        onClose={close}
        title={t(TITLES[titleKey])}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        {open?.kind === 'add' ? <AddPasskeyForm onClose={close} /> : null}
        {open?.kind === 'rename' ? <RenamePasskeyForm passkey={open.passkey} onClose={close} /> : null}
        {open?.kind === 'remove' ? <RemovePasskeyForm passkey={open.passkey} onClose={close} /> : null}
      </Modal>
    </Card>
  );
}
