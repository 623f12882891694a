import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconDatabase, IconFileText, IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

const LINKS = [
  { to: '/projektdatabas', key: 'projects', icon: IconDatabase, color: 'brand' },
  { to: '/byggfiler', key: 'files', icon: IconFileText, color: 'teal' },
  { to: '/ritningar', key: 'drawings', icon: IconRuler2, color: 'violet' },
] as const;

/** Shortcuts to the three registers of the product. */
export function QuickLinks() {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('quickLinks.label')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {LINKS.map((link) => (
          <Card key={link.to} component={Link} to={link.to} p="lg" className={classes.quickLink}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light" color={link.color}>
                <link.icon size={24} aria-hidden />
              </ThemeIcon>
              <IconChevronRight size={18} color="var(--mantine-color-dimmed)" aria-hidden />
            </Group>
            <Text fw={600} mt="md">
              {t(`quickLinks.${link.key}.title`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`quickLinks.${link.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
