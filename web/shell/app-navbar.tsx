import { Box, CloseButton, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import classes from './app-navbar.module.css';
import { FrameNavbar, FrameSection } from './frame';
import { NAV_ITEMS } from './nav-items';

/** The dark aside: the logo, the main sections and the build version at the bottom. */
export function AppNavbar({ onNavigate, onClose }: { onNavigate: () => void; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <FrameNavbar className={classes.navbar} aria-label={t('nav.label')}>
      <FrameSection className={classes.brand}>
        <UnstyledButton component={Link} to="/dashboard" className={classes.brandLink} onClick={onNavigate}>
          <BrandLogo tone="light" size={30} />
        </UnstyledButton>
        <CloseButton
          hiddenFrom="md"
          ml="auto"
          variant="transparent"
          c="white"
          onClick={onClose}
          aria-label={t('header.closeNav')}
        />
      </FrameSection>
      <FrameSection grow className={classes.links}>
        <Text className={classes.sectionLabel} component="div">
          {t('nav.menu')}
        </Text>
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.to} to={item.to} className={classes.link} onClick={onNavigate}>
            <item.icon size={20} stroke={1.6} className={classes.linkIcon} aria-hidden />
            <span>{t(item.labelKey)}</span>
          </NavLink>
        ))}
      </FrameSection>
      <FrameSection className={classes.footer}>
        <Box component={Link} to="/frontend-version" className={classes.version}>
          {t('nav.version', { version: __APP_VERSION__ })}
        </Box>
      </FrameSection>
    </FrameNavbar>
  );
}
