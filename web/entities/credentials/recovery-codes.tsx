import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from '../../components/copy-text-button';

/** Saves the codes as a text file: a link to a Blob, clicked once and let go. */
function download(codes: readonly string[], heading: string) {
  const url = URL.createObjectURL(new Blob([`${heading}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'byggarkiv-reservkoder.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown this once, to copy or download. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="sm">
      <Text size="sm">{t('mfa.recovery.text')}</Text>
      <Paper withBorder p="md" bg="gray.0">
        <SimpleGrid cols={2} spacing="xs" component="ul" aria-label={t('mfa.recovery.listLabel')} m={0} p={0}>
          {codes.map((code) => (
            <Text key={code} component="li" ff="monospace" fz="sm" style={{ listStyle: 'none' }} data-recovery-code>
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="xs">
        <CopyTextButton
          value={codes.join('\n')}
          variant="default"
          size="xs"
          iconSize={16}
          label={t('mfa.recovery.copy')}
          copiedLabel={t('mfa.recovery.copied')}
        />
        <Button
          variant="default"
          size="xs"
          onClick={() => download(codes, t('mfa.recovery.fileHeading'))}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('mfa.recovery.download')}
        </Button>
      </Group>
    </Stack>
  );
}
