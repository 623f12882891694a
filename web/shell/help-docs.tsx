import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApi, IconBook2, IconExternalLink, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { API_DOCS_URL } from './help-content';

function DocCard({
  icon,
  heading,
  text,
  muted,
}: {
  icon: ReactNode;
  heading: ReactNode;
  text: string;
  muted?: boolean;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" color={muted ? 'gray' : undefined}>
          {icon}
        </ThemeIcon>
        <div>
          {heading}
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** Documentation and video links of the help drawer. */
export function HelpDocs() {
  const { t } = useTranslation('help');
  return (
    <Stack gap="xs">
      <DocCard
        icon={<IconBook2 size={20} aria-hidden />}
        heading={
          <Anchor href="#help-faq" fw={600} size="sm">
            {t('docs.guide.title')}
          </Anchor>
        }
        text={t('docs.guide.text')}
      />
      <DocCard
        icon={<IconApi size={20} aria-hidden />}
        heading={
          <Anchor href={API_DOCS_URL} target="_blank" rel="noopener" fw={600} size="sm">
            {t('docs.api.title')} <IconExternalLink size={14} aria-label={t('opensInNewTab')} />
          </Anchor>
        }
        text={t('docs.api.text')}
      />
      <DocCard
        muted
        icon={<IconPlayerPlay size={20} aria-hidden />}
        heading={
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t('docs.videos.title')}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {t('docs.videos.badge')}
            </Badge>
          </Group>
        }
        text={t('docs.videos.text')}
      />
    </Stack>
  );
}
