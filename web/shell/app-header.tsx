import { ActionIcon, Burger, Button, Group, Title } from '@mantine/core';
import { IconHelpCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../entities/session/use-current-user';
import { DeferredTooltip } from '../components/deferred-tooltip';
import { LanguageSwitch } from '../components/language-switch';
import classes from './app-header.module.css';
import { FrameHeader } from './frame';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  title: string | null;
  navOpened: boolean;
  onToggleNav: () => void;
  onOpenHelp: () => void;
  onNewProject: () => void;
}

export function AppHeader({ title, navOpened, onToggleNav, onOpenHelp, onNewProject }: AppHeaderProps) {
  const { t } = useTranslation('layout');
  // Offered only to those the server lets create projects; everyone else would meet a refusal.
  const canCreate = useAbilities().createProject;
  return (
    <FrameHeader className={classes.header}>
      <Group h="100%" px={{ base: 'md', md: 'xl' }} justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={navOpened ? t('header.closeNav') : t('header.openNav')}
          />
          <Title order={1} className={classes.title} lineClamp={1}>
            {title ?? ''}
          </Title>
        </Group>
        <Group gap={6} wrap="nowrap">
          {canCreate && (
            <>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNewProject} visibleFrom="sm">
                {t('header.newProject')}
              </Button>
              <DeferredTooltip label={t('header.newProject')} hiddenFrom="sm">
                <ActionIcon size="lg" onClick={onNewProject} hiddenFrom="sm" aria-label={t('header.newProject')}>
                  <IconPlus size={20} aria-hidden />
                </ActionIcon>
              </DeferredTooltip>
            </>
          )}
          <LanguageSwitch tone="subtle" />
          <DeferredTooltip label={t('header.help')}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onOpenHelp} aria-label={t('header.help')}>
              <IconHelpCircle size={22} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
          <UserMenu />
        </Group>
      </Group>
    </FrameHeader>
  );
}
