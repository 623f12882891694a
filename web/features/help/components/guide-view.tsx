import { Alert, Anchor, Button, Card, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GUIDES, guidePath, HELP_PATH, type Guide } from '../guides';
import classes from './help.module.css';

/** /hjalp/:guide: one guide's picture, numbered steps, a tip, the way to the task, and the other guides. */
export function GuideView({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guides');
  const key = `items.${guide.id}`;
  const { Picture } = guide;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={HELP_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('all')}
        </Group>
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <div>
                <Title order={1} size="h2">
                  {t(`${key}.title`)}
                </Title>
                <Text c="dimmed">{t(`${key}.summary`)}</Text>
              </div>
              <Paper radius="md" style={{ overflow: 'hidden' }} maw={640}>
                <Picture />
              </Paper>
              <section aria-labelledby="guide-steps">
                <Title order={2} size="h4" id="guide-steps" mb="sm">
                  {t('steps')}
                </Title>
                <ol className={classes.steps}>
                  {Array.from({ length: guide.steps }, (_, i) => (
                    <li key={i}>
                      <Group gap="sm" wrap="nowrap" align="flex-start" py={6}>
                        <span className={classes.stepNumber} aria-hidden>
                          {i + 1}
                        </span>
                        <Text pt={3}>{t(`${key}.steps.${i + 1}`)}</Text>
                      </Group>
                    </li>
                  ))}
                </ol>
              </section>
              <Alert variant="light" icon={<IconBulb size={20} aria-hidden />} title={t('tip')}>
                {t(`${key}.tip`)}
              </Alert>
              <Group>
                <Button component={Link} to={guide.to} rightSection={<IconArrowRight size={16} aria-hidden />}>
                  {t(`${key}.goThere`)}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <nav aria-labelledby="guide-more">
            <Title order={2} size="h5" id="guide-more" mb="sm">
              {t('more')}
            </Title>
            <Stack gap="xs">
              {GUIDES.filter((other) => other.id !== guide.id).map((other) => {
                const OtherIcon = other.icon;
                return (
                  <Anchor key={other.id} component={Link} to={guidePath(other)} size="sm">
                    <Group gap="xs" wrap="nowrap" component="span">
                      <OtherIcon size={18} aria-hidden />
                      {t(`items.${other.id}.title`)}
                    </Group>
                  </Anchor>
                );
              })}
            </Stack>
          </nav>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
