import { Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, initials } from '../../../lib/user-display';
import { userOf, type PopulatedActivity } from '../../../entities/project';

/** The responsible person's initials and name; "Ingen ansvarig" when that user is gone. */
export function ResponsiblePerson({ responsible }: { responsible: PopulatedActivity['responsible'] }) {
  const { t } = useTranslation('activities');
  const user = userOf(responsible);
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Avatar size={22} radius="xl" color="brand" variant="light">
        {user ? initials(user) : '?'}
      </Avatar>
      <Text size="xs" lineClamp={1}>
        {user ? fullName(user) : t('noResponsible')}
      </Text>
    </Group>
  );
}
