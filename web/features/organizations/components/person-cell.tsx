import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, initials } from '../../../lib/user-display';
import type { Person } from '../api/types';

/** Avatar, linked name and e-mail of a person in a list or table. */
interface PersonCellProps {
  person: Person;
  isSelf?: boolean;
  link?: boolean;
  /** The line under the name: the e-mail by default. */
  detail?: string;
}

export function PersonCell({ person, isSelf = false, link = true, detail }: PersonCellProps) {
  const { t } = useTranslation('organization');
  const name = fullName(person);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar color="brand" variant="light" radius="md" size={38}>
        {initials(person)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Group gap={6} style={{ rowGap: 2 }}>
          {link ? (
            <Anchor component={Link} to={`/view-user/${person._id}`} fw={600} size="sm" lineClamp={2} c="inherit">
              {name}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" lineClamp={2}>
              {name}
            </Text>
          )}
          {isSelf ? (
            <Badge size="xs" variant="outline" color="gray">
              {t('members.you')}
            </Badge>
          ) : null}
        </Group>
        {detail !== '' ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {detail ?? person.email}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
