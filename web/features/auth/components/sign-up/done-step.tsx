import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../../common/api/user';
import type { SignUpValues } from './use-sign-up-form';

interface DoneStepProps {
  values: SignUpValues;
  user: User | undefined;
}

/** Step 4: the account exists; says what happens with a pending organization application or request. */
export function DoneStep({ values, user }: DoneStepProps) {
  const { t } = useTranslation('auth');
  const choice = values.organizationChoice;
  const orgName =
    user?.pendingOrganization?.name ??
    (choice === 'join' ? values.joinOrganizationName : values.newOrganizationName.trim());
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={72} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={42} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h2">
        {t('signUp.done.heading', { name: values.firstName.trim() })}
      </Title>
      <Text c="dimmed" maw={480}>
        {t('signUp.done.text')}
      </Text>
      {choice !== 'none' ? (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconHourglass aria-hidden />}
          title={t('signUp.done.pendingTitle')}
          ta="left"
          maw={520}
        >
          {t(`signUp.done.pending.${choice}`, { name: orgName })}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" maw={480}>
          {t('signUp.done.noOrganization')}
        </Text>
      )}
      <Button component={Link} to="/dashboard" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
        {t('signUp.done.toDashboard')}
      </Button>
    </Stack>
  );
}
