import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ViewerLoading() {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  return (
    <Center h="100%" mih={240} role="status">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {t('preview.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
