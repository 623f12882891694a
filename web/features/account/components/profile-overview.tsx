import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { useLongDate } from '../../../lib/dates';
import { organizationName } from '../../../lib/user-display';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

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
        <Field label={t('fields.firstName')}>{user.firstName || empty}</Field>
        <Field label={t('fields.lastName')}>{user.lastName || empty}</Field>
        <Field label={t('fields.email')}>{user.email}</Field>
        <Field label={t('fields.title')}>{user.title || empty}</Field>
        <Field label={t('fields.phone')}>{user.phone || empty}</Field>
        <Field label={t('fields.address')}>{user.address || empty}</Field>
        <Field label={t('fields.organization')}>
          {organization ??
            (user.pendingOrganization ? t('overview.pending', { name: user.pendingOrganization.name }) : empty)}
        </Field>
        <Field label={t('fields.orgRole')}>
          {user.organization ? t(user.isAdmin ? 'roles.admin' : 'roles.member') : empty}
        </Field>
        <Field label={t('fields.accountType')}>
          <Badge variant="light">{t(`accountTypes.${user.accountType}`)}</Badge>
        </Field>
        <Field label={t('fields.userType')}>{t(`userTypes.${user.userType}`)}</Field>
        <Field label={t('fields.createdAt')}>{longDate(user.createdAt) || empty}</Field>
      </SimpleGrid>
    </Card>
  );
}
