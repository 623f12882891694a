import { EmptyState } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No organizations at all, or none matching the search and filter. */
export function OrganizationsEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('organization');
  return (
    <EmptyState
      variant="light"
      size="lg"
      py="xl"
      mx="auto"
      maw={480}
      icon={<IconBuildingOff size={30} aria-hidden />}
      title={t(filtered ? 'admin.noMatch' : 'admin.empty')}
      description={t(filtered ? 'admin.noMatchText' : 'admin.emptyText')}
    />
  );
}
