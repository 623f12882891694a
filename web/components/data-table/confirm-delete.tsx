import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const NAMES_SHOWN = 5;

interface ConfirmDeleteProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  names: string[];
}

/** Asks before something is deleted, naming the first few of what goes. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const { t } = useTranslation('common');
  const { names } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.loading ? () => undefined : props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        {names.length > 0 ? (
          <List size="sm" withPadding>
            {names.slice(0, NAMES_SHOWN).map((name, index) => (
              <List.Item key={`${index}-${name}`}>{name}</List.Item>
            ))}
            {names.length > NAMES_SHOWN ? (
              <List.Item>{t('list.andMore', { count: names.length - NAMES_SHOWN })}</List.Item>
            ) : null}
          </List>
        ) : null}
        <Group gap="xs" mt="sm" justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.loading}>
            {t('cancel')}
          </Button>
          <Button color="red.9" onClick={props.onConfirm} loading={props.loading}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
