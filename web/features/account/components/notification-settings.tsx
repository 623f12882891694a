import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../common/api/user';
import { formatApiError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useUpdateUser } from '../api/use-update-user';

/** The morning mail of overdue and soon due activities: on by default, off with one switch. */
export function NotificationSettings({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateUser(user._id);
  const toggle = (notifyDeadlines: boolean) =>
    update.mutate(
      { notifyDeadlines },
      {
        onSuccess: () =>
          notify(t, {
            color: 'teal',
            message: notifyDeadlines ? t('notifications.turnedOn') : t('notifications.turnedOff'),
          }),
        onError: (error) =>
          notify(t, {
            color: 'red',
            title: t('notifications.failed'),
            message: formatApiError(t, error, 'unknownError'),
          }),
      },
    );
  return (
    <Card p="xl">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {t('notifications.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.intro')}
          </Text>
        </div>
        <Switch
          checked={update.isPending ? Boolean(update.variables?.notifyDeadlines) : user.notifyDeadlines}
          onChange={(event) => toggle(event.currentTarget.checked)}
          disabled={update.isPending}
          label={t('notifications.deadlines')}
          description={t('notifications.deadlinesHint')}
        />
      </Stack>
    </Card>
  );
}
