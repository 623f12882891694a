import { Avatar, Box, Group, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingCommunity, IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UI } from '../../common/limits';
import { useCurrentUser } from '../features/auth/api/use-current-user';
import { useLogout } from '../features/auth/api/use-logout';
import { fullName, initials } from '../lib/user-display';
import classes from './user-menu.module.css';

/** Avatar menu: profile, settings, organization and log out. Opens on hover and on click/keyboard. */
export function UserMenu() {
  const { t } = useTranslation('layout');
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();

  if (!user) return <Skeleton circle height={38} />;

  const onLogout = () => {
    logout.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) });
  };

  return (
    <Menu
      trigger="click-hover"
      openDelay={50}
      closeDelay={UI.dropdownCloseDelayMs}
      zIndex={UI.dropdownZIndex}
      position="bottom-end"
      width={240}
      shadow="md"
    >
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={t('userMenu.label', { name: fullName(user) })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="md" variant="light">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg" lineClamp={1} maw={160}>
              {fullName(user)}
            </Text>
            <Box visibleFrom="sm" display="flex">
              <IconChevronDown size={16} aria-hidden className={classes.chevron} />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" lineClamp={1}>
            {fullName(user)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account/overview" leftSection={<IconUser size={16} aria-hidden />}>
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/my-organization" leftSection={<IconBuildingCommunity size={16} aria-hidden />}>
          {t('userMenu.organization')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
