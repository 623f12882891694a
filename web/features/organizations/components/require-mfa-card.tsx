import { Card, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../api/types';
import { useUpdateOrganization } from '../api/use-update-organization';
import { notifyFailure, notifySuccess } from './notify';

/**
 * Two-step sign-in for every member: switched on, a member without it is led through its setup at their next
 * call and can do nothing else until it is done. The server asks the admin to have it on first.
 */
export function RequireMfaCard({ org }: { org: Organization }) {
  const { t } = useTranslation('organization');
  const update = useUpdateOrganization(org._id);
  const toggle = (requireMfa: boolean) =>
    update.mutate(
      { requireMfa },
      {
        onSuccess: () => notifySuccess(requireMfa ? t('requireMfa.onSaved') : t('requireMfa.offSaved')),
        onError: (error) => notifyFailure(t, error, 'orgUpdateFailed'),
      },
    );
  return (
    <Card p="xl" component="section" aria-labelledby="require-mfa-title">
      <Title order={2} size="h4" id="require-mfa-title">
        {t('requireMfa.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('requireMfa.text')}
      </Text>
      <Switch
        checked={update.isPending ? (update.variables.requireMfa ?? org.requireMfa) : org.requireMfa}
        disabled={update.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
        label={t('requireMfa.label')}
      />
    </Card>
  );
}
