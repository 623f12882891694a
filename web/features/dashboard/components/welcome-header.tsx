import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { useLongDate } from '../../../lib/dates';
import classes from './dashboard.module.css';

function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 10) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function WelcomeHeader({ user, now = new Date() }: { user: User; now?: Date }) {
  const { t } = useTranslation('dashboard');
  const longDate = useLongDate();
  return (
    <Paper className={classes.welcome} p={{ base: 'lg', sm: 'xl' }} radius="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6}>
          <Title order={2} className={classes.welcomeTitle}>
            {t(`welcome.${partOfDay(now.getHours())}`, { name: user.firstName || user.email })}
          </Title>
          <Text className={classes.welcomeText}>{t('welcome.text')}</Text>
        </Stack>
        <Group gap={6} className={classes.welcomeDate}>
          <IconCalendar size={16} aria-hidden />
          <Text size="sm" component="span">
            {longDate(now)}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
