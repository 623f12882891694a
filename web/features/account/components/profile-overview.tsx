import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { Fact } from '../../../components/fact';
import { useLongDate } from '../../../lib/dates';
import { organizationName } from '../../../lib/user-display';

/** The user's profile as read-only facts. */
export function ProfileOverview({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const longDate = useLongDate();
  const empty = (
    <Text span c="dimmed" fw={400}>
      {t('overview.notSet')}
    </Text>
  );
  const organization = organizationName(user) ?? (user.organization ? t('overview.memberOfOrganization') : null);
  return (
    <Card p="xl">
      <Title order={2} size="h4" mb="lg">
        {t('overview.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg" m={0}>
        <Fact label={t('fields.firstName')}>{user.firstName || empty}</Fact>
        <Fact label={t('fields.lastName')}>{user.lastName || empty}</Fact>
        <Fact label={t('fields.email')}>{user.email}</Fact>
        <Fact label={t('fields.title')}>{user.title || empty}</Fact>
        <Fact label={t('fields.phone')}>{user.phone || empty}</Fact>
        <Fact label={t('fields.address')}>{user.address || empty}</Fact>
        <Fact label={t('fields.organization')}>
          {organization ??
            (user.pendingOrganization ? t('overview.pending', { name: user.pendingOrganization.name }) : empty)}
        </Fact>
        <Fact label={t('fields.orgRole')}>
          {user.organization ? t(user.isAdmin ? 'roles.admin' : 'roles.member') : empty}
        </Fact>
        <Fact label={t('fields.accountType')}>
          <Badge variant="light">{t(`accountTypes.${user.accountType}`)}</Badge>
        </Fact>
        <Fact label={t('fields.userType')}>{t(`userTypes.${user.userType}`)}</Fact>
        <Fact label={t('fields.createdAt')}>{longDate(user.createdAt) || empty}</Fact>
      </SimpleGrid>
    </Card>
  );
}
