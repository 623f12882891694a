import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ChunkTimeoutError } from '../lib/with-timeout';

/** Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari. */
const CHUNK_FAILURE = /dynamically imported module|loading chunk|importing a module script failed|error loading/i;

export function isChunkLoadError(error: Error): boolean {
  return error instanceof ChunkTimeoutError || CHUNK_FAILURE.test(error.message);
}

export function PageLoadFailure({ error }: { error: Error }) {
  const { t } = useTranslation('errors');
  const timedOut = error instanceof ChunkTimeoutError;
  const chunk = isChunkLoadError(error);
  return (
    <Center mih={360} p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="red">
            <IconCloudOff size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            {chunk ? t('pageLoad.title') : t('pageCrash.title')}
          </Title>
          <Text c="dimmed">
            {timedOut ? t('pageLoad.timeout') : chunk ? t('pageLoad.failed') : t('pageCrash.text')}
          </Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            {t('pageLoad.reload')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
