import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Person } from '../api/types';

/** The person's kind of account: an administrator's or an ordinary user's. */
export function AccountTypeBadge({ accountType }: { accountType: Person['accountType'] }) {
  const { t } = useTranslation('organization');
  return (
    <Badge variant="dot" color={accountType === 'administrator' ? 'grape' : 'gray'} miw="max-content">
      {t(`account:accountTypes.${accountType}`)}
    </Badge>
  );
}
