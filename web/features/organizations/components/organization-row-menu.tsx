import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconShieldPlus, IconTrash, IconUserPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../api/types';
import type { OrganizationActionKind } from './organization-action';

interface OrganizationRowMenuProps {
  org: Organization;
  /** The superadmin already belongs to an organization and cannot join another. */
  canJoin: boolean;
  onOpen: () => void;
  onAction: (kind: OrganizationActionKind) => void;
}

/** The superadmin's actions on one organization row. */
export function OrganizationRowMenu({ org, canJoin, onOpen, onAction }: OrganizationRowMenuProps) {
  const { t } = useTranslation('organization');
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.actionsFor', { name: org.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onOpen}>
          {t('admin.details')}
        </Menu.Item>
        {org.approved && canJoin ? (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onAction('joinMember')}>
              {t('orgActions.joinMember.menu')}
            </Menu.Item>
            <Menu.Item leftSection={<IconShieldPlus size={16} aria-hidden />} onClick={() => onAction('joinAdmin')}>
              {t('orgActions.joinAdmin.menu')}
            </Menu.Item>
          </>
        ) : null}
        <Menu.Divider />
        {org.approved ? (
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onAction('delete')}>
            {t('orgActions.delete.menu')}
          </Menu.Item>
        ) : (
          <Menu.Item color="red.9" leftSection={<IconX size={16} aria-hidden />} onClick={() => onAction('deny')}>
            {t('orgActions.deny.menu')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
