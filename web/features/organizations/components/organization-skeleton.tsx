import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The organization page's shape while it loads. */
export function OrganizationSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xl" role="status" aria-label={t('loading')} aria-busy>
      <Card p="xl">
        <Group gap="lg" wrap="nowrap">
          <Skeleton height={72} width={72} radius="lg" />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={24} width="40%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Group>
        <SimpleGrid cols={3} mt="xl">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </SimpleGrid>
      </Card>
      <Card p="xl">
        <Stack gap="md">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={40} radius="md" />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
