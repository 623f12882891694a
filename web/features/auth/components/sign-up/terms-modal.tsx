import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['service', 'account', 'content', 'privacy', 'changes'] as const;

export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('terms.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('terms.intro')}
        </Text>
        <List type="ordered" spacing="sm" size="sm">
          {SECTIONS.map((section) => (
            <List.Item key={section}>
              <Text size="sm" fw={600} span>
                {t(`terms.sections.${section}.title`)}
              </Text>{' '}
              {t(`terms.sections.${section}.text`)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('terms.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
