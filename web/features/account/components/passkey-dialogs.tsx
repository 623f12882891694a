import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../../common/api/passkeys';
import { PasswordInput } from '../../../components/password-input';
import { notify } from '../../../lib/notify';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../../../entities/credentials';
import { passkeyErrorText } from '../../../lib/passkey-error';

function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {passkeyErrorText(t, error)}
    </Alert>
  );
}

function Actions({
  onClose,
  pending,
  submit,
  danger,
}: {
  onClose: () => void;
  pending: boolean;
  submit: string;
  danger?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={pending}>
        {t('security.cancel')}
      </Button>
      <Button type="submit" color={danger ? 'red.8' : undefined} loading={pending}>
        {submit}
      </Button>
    </Group>
  );
}

/** The passkey's name, as the add and rename forms ask for it. */
function NameInput({
  value,
  onChange,
  description,
}: {
  value: string;
  onChange: (name: string) => void;
  description?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('security.passkeys.nameLabel')}
      description={description}
      maxLength={PASSKEY_NAME_MAX}
      withAsterisk
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}

/** Names the new passkey, then the browser asks for it (fingerprint, face, PIN or a security key). */
export function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate(name.trim(), {
      onSuccess: () => {
        notify(t, { color: 'teal', message: t('security.passkeys.added') });
        onClose();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('security.passkeys.addText')}</Text>
        {add.isError ? <ErrorAlert error={add.error} /> : null}
        <NameInput value={name} onChange={setName} description={t('security.passkeys.nameHelp')} />
        <Actions onClose={onClose} pending={add.isPending} submit={t('security.passkeys.addSubmit')} />
      </Stack>
    </form>
  );
}

export function RenamePasskeyForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation('account');
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    rename.mutate(
      { id: passkey._id, name: name.trim() },
      {
        onSuccess: () => {
          notify(t, { color: 'teal', message: t('security.passkeys.renamed') });
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {rename.isError ? <ErrorAlert error={rename.error} /> : null}
        <NameInput value={name} onChange={setName} />
        <Actions onClose={onClose} pending={rename.isPending} submit={t('security.passkeys.save')} />
      </Stack>
    </form>
  );
}

/** Removing takes the account's password: a session left open must not be enough. */
export function RemovePasskeyForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation('account');
  const remove = useRemovePasskey();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    remove.mutate(
      { id: passkey._id, password },
      {
        onSuccess: () => {
          notify(t, { color: 'teal', message: t('security.passkeys.removed') });
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('security.passkeys.removeText', { name: passkey.name })}</Text>
        {remove.isError ? <ErrorAlert error={remove.error} /> : null}
        <PasswordInput
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        <Actions onClose={onClose} pending={remove.isPending} submit={t('security.passkeys.remove')} danger />
      </Stack>
    </form>
  );
}
