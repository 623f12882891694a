import { Badge } from '@mantine/core';
import { IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The person's role in the organization: admin or member. Never narrower than its text: a Badge's label may
 * shrink to nothing, so a table short of room cut "MEDLEM" to "MEDL…" before it wrapped an e-mail address.
 */
export function RoleBadge({ admin }: { admin: boolean }) {
  const { t } = useTranslation('organization');
  return admin ? (
    <Badge variant="light" color="brand" miw="max-content" leftSection={<IconShieldCheck size={12} aria-hidden />}>
      {t('roles.admin')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray" miw="max-content" leftSection={<IconUser size={12} aria-hidden />}>
      {t('roles.member')}
    </Badge>
  );
}
