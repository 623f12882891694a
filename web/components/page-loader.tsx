import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or first data loads. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={fullScreen ? '100vh' : 320} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" type="dots" />
        <Text size="sm" c="dimmed">
          {t('loading')}
        </Text>
      </Stack>
    </Center>
  );
}
