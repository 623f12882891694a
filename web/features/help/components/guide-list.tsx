import { Anchor, Badge, Card, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDES, guidePath, matchGuides, type Guide } from '../guides';
import { useGuideText } from './use-guide-text';
import classes from './help.module.css';

/** /hjalp: every guide as a card with its picture, and a search over their texts. */
export function GuideList() {
  const { t } = useTranslation('guides');
  const textOf = useGuideText();
  const [term, setTerm] = useState('');
  const shown = matchGuides(GUIDES, term, textOf);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Stack gap={4}>
        <TextInput
          role="searchbox"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          rightSection={
            term ? (
              <CloseButton size="sm" aria-label={t('common:list.clearSearch')} onClick={() => setTerm('')} />
            ) : null
          }
          maw={480}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {shown.length === 0 ? t('noMatch', { term: term.trim() }) : null}
        </Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {shown.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function GuideCard({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guides');
  const { Picture, icon: GuideIcon } = guide;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} h="100%">
      <Card.Section>
        <Picture />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group gap="xs" wrap="nowrap">
          <GuideIcon size={18} aria-hidden color="var(--mantine-primary-color-filled)" />
          <Anchor component={Link} to={guidePath(guide)} fw={700} c="dark" className={classes.cardLink}>
            {t(`items.${guide.id}.title`)}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`items.${guide.id}.summary`)}
        </Text>
        <Badge variant="light" style={{ textTransform: 'none' }}>
          {t('stepCount', { count: guide.steps })}
        </Badge>
      </Stack>
    </Card>
  );
}
