import { Badge } from '@mantine/core';
import { IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The person's role in the organization: admin or member. */
export function RoleBadge({ admin }: { admin: boolean }) {
  const { t } = useTranslation('organization');
  return admin ? (
    <Badge variant="light" color="brand" leftSection={<IconShieldCheck size={12} aria-hidden />}>
      {t('roles.admin')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" leftSection={<IconUser size={12} aria-hidden />}>
      {t('roles.member')}
    </Badge>
  );
}
