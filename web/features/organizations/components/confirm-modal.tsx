import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for destructive actions (the default), the brand colour otherwise. */
  destructive?: boolean;
  loading?: boolean;
  /** When set, the person must type this text (an organization's name) before confirming. */
  typedConfirmation?: string;
}

/** Asks before an action takes effect; destructive ones can require typing a name. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation('organization');
  return (
    <Modal
      opened={props.opened}
      onClose={props.loading ? () => undefined : props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {/* Remounted per opening so a typed confirmation never carries over. */}
      {props.opened ? <ConfirmBody {...props} cancelLabel={t('confirm.cancel')} /> : null}
    </Modal>
  );
}

function ConfirmBody(props: ConfirmModalProps & { cancelLabel: string }) {
  const { t } = useTranslation('organization');
  const [typed, setTyped] = useState('');
  const expected = props.typedConfirmation;
  const ready = expected === undefined || typed.trim() === expected.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !props.loading) props.onConfirm();
      }}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {props.children}
        </Text>
        {expected !== undefined ? (
          <TextInput
            label={t('confirm.typeToConfirm', { name: expected })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={props.onClose} disabled={props.loading}>
            {props.cancelLabel}
          </Button>
          <Button
            type="submit"
            color={props.destructive === false ? undefined : 'red.9'}
            loading={props.loading}
            disabled={!ready}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
