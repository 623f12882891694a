import { ActionIcon, Menu } from '@mantine/core';
import { IconBriefcase, IconDots, IconShieldCheck, IconShieldOff, IconUser, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/user-display';
import type { Person } from '../api/types';
import type { MemberActionKind } from './member-action';

interface MemberMenuProps {
  person: Person;
  admin: boolean;
  isSelf: boolean;
  onAction: (kind: MemberActionKind) => void;
}

/** The admin's actions on one member row. Removing oneself is "leave", offered in the header instead. */
export function MemberMenu({ person, admin, isSelf, onAction }: MemberMenuProps) {
  const { t } = useTranslation('organization');
  const administrator = person.accountType === 'administrator';
  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('members.actionsFor', { name: fullName(person) })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('members.roleLabel')}</Menu.Label>
        {admin ? (
          <Menu.Item leftSection={<IconShieldOff size={16} aria-hidden />} onClick={() => onAction('demote')}>
            {t('memberActions.demote.menu')}
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconShieldCheck size={16} aria-hidden />} onClick={() => onAction('promote')}>
            {t('memberActions.promote.menu')}
          </Menu.Item>
        )}
        <Menu.Label>{t('members.accountTypeLabel')}</Menu.Label>
        <Menu.Item
          leftSection={administrator ? <IconUser size={16} aria-hidden /> : <IconBriefcase size={16} aria-hidden />}
          onClick={() => onAction(administrator ? 'makeRegular' : 'makeAdministrator')}
        >
          {t(administrator ? 'memberActions.makeRegular.menu' : 'memberActions.makeAdministrator.menu')}
        </Menu.Item>
        {isSelf ? null : (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red.9"
              leftSection={<IconUserMinus size={16} aria-hidden />}
              onClick={() => onAction('remove')}
            >
              {t('memberActions.remove.menu')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
