import { Menu, Text } from '@mantine/core';
import { IconBuildingCommunity, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UI } from '../../common/limits';
import type { User } from '../../common/api/user';
import type { DeferredProps } from '../components/deferred-part';
import { useLogout } from '../features/auth/api/use-logout';
import { fullName } from '../lib/user-display';
import { UserMenuTrigger } from './user-menu-trigger';

/** Avatar menu: profile, settings, organization and log out. Opens on hover and on click/keyboard. */
export function UserMenuPart({ user, activated }: { user: User } & DeferredProps) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const navigate = useNavigate();

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
      defaultOpened={activated}
    >
      <Menu.Target>
        <UserMenuTrigger user={user} />
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
