import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../common/api/user';
import { fullName, initials } from '../lib/user-display';
import classes from './user-menu.module.css';

type TriggerProps = { user: Pick<User, 'firstName' | 'lastName' | 'email'> } & Omit<
  ComponentPropsWithRef<'button'>,
  'color' | 'style'
>;

/** The avatar button that opens the user menu: the same before and after the menu's code has loaded. */
export function UserMenuTrigger({ user, ...button }: TriggerProps) {
  const { t } = useTranslation('layout');
  return (
    <UnstyledButton {...button} className={classes.trigger} aria-label={t('userMenu.label', { name: fullName(user) })}>
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
  );
}
