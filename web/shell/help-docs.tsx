import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconApi, IconBook2, IconExternalLink, IconListNumbers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDES, guidePath, HELP_PATH } from '../features/help';
import { API_DOCS_URL } from './help-content';

function DocCard({
  icon,
  heading,
  text,
  children,
}: {
  icon: ReactNode;
  heading: ReactNode;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <div>
          {heading}
          <Text size="xs" c="dimmed">
            {text}
          </Text>
          {children}
        </div>
      </Group>
    </Paper>
  );
}

/** Documentation and the step-by-step guides of the help drawer; following a link closes the drawer. */
export function HelpDocs({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(['help', 'guides']);
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
        icon={<IconListNumbers size={20} aria-hidden />}
        heading={
          <Anchor component={Link} to={HELP_PATH} onClick={onNavigate} fw={600} size="sm">
            {t('docs.guides.title')}
          </Anchor>
        }
        text={t('docs.guides.text')}
      >
        <Stack gap={4} mt="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {GUIDES.map((guide) => (
            <li key={guide.id}>
              <Anchor component={Link} to={guidePath(guide)} onClick={onNavigate} size="xs">
                {t(`guides:items.${guide.id}.title`)}
              </Anchor>
            </li>
          ))}
        </Stack>
      </DocCard>
    </Stack>
  );
}
