import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A bad, revoked or expired token (404), or none at all: say so plainly, with nothing else to see. */
export function InvalidLink({ reason }: { reason: 'invalid' | 'missing' | 'failed' }) {
  const { t } = useTranslation('sharing');
  return (
    <Card p="xl" role="alert">
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={reason === 'failed' ? 'orange' : 'red'}>
          <IconLinkOff size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {t(`invalid.${reason}.title`)}
        </Title>
        <Text c="dimmed" maw={520}>
          {t(`invalid.${reason}.text`)}
        </Text>
        {reason === 'failed' && (
          <Button variant="light" onClick={() => window.location.reload()}>
            {t('invalid.retry')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
