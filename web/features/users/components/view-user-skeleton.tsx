import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The profile header and card while the user loads. */
export function ViewUserSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xl" role="status" aria-label={t('loading')}>
      <Card p="xl">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={84} width={84} radius="lg" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={24} width="35%" />
            <Skeleton height={14} width="55%" />
          </Stack>
        </Group>
      </Card>
      <Card p="xl">
        <Stack gap="lg">
          {[0, 1, 2].map((i) => (
            <Group key={i} grow>
              <Skeleton height={36} />
              <Skeleton height={36} />
            </Group>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
