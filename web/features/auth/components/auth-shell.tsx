import { Box, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { LanguageSwitch } from '../../../components/language-switch';
import classes from './auth-shell.module.css';

const SELLING_POINTS = ['projects', 'files', 'sharing'] as const;

/** The frame of the sign-in, sign-up and password pages: a brand panel beside a centred form. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.root}>
      <Box component="aside" className={classes.brandPanel} visibleFrom="md" aria-label={t('shell.asideLabel')}>
        <BrandLogo tone="light" size={36} />
        <Stack gap="lg" maw={420}>
          <Title order={2} className={classes.headline}>
            {t('shell.headline')}
          </Title>
          <Text className={classes.lead}>{t('shell.lead')}</Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="brand.5">
                <IconCircleCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {SELLING_POINTS.map((point) => (
              <List.Item key={point} className={classes.point}>
                {t(`shell.points.${point}`)}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="xs" className={classes.copyright}>
          {t('shell.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
      <div className={classes.formSide}>
        <Group justify="space-between" className={classes.topBar}>
          <Box hiddenFrom="md" component={Link} to="/sign-in" aria-label={t('shell.home')}>
            <BrandLogo size={28} />
          </Box>
          <Box visibleFrom="md" />
          <LanguageSwitch tone="subtle" />
        </Group>
        <main className={classes.main}>
          <Box w="100%" maw={wide ? 720 : 440}>
            {children}
          </Box>
        </main>
      </div>
    </div>
  );
}
