import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhoneFiltersProps {
  /** How many filters are chosen: the button says so, so a filtered list never looks complete. */
  active: number;
  /** Beside the button, sharing its row: the list's sort. */
  beside?: ReactNode;
  children: ReactNode;
}

/**
 * A list's filters behind one "Filter" button on a phone, so the first screen shows the search box and the
 * list rather than a column of selects. The button says how many filters are chosen and controls the panel.
 */
export function PhoneFilters({ active, beside, children }: PhoneFiltersProps) {
  const { t } = useTranslation('common');
  const [opened, toggle] = useDisclosure(false);
  const panelId = useId();
  const button = (
    <Button
      variant={active > 0 ? 'light' : 'default'}
      aria-expanded={opened}
      aria-controls={panelId}
      onClick={toggle.toggle}
      fullWidth={!beside}
      flex={beside ? 1 : undefined}
    >
      {active > 0 ? t('list.filtersChosen', { count: active }) : t('list.filters')}
    </Button>
  );
  return (
    <>
      {beside ? (
        <Group gap="sm" wrap="nowrap" w="100%">
          {button}
          <div style={{ flex: 1.4, minWidth: 0 }}>{beside}</div>
        </Group>
      ) : (
        button
      )}
      <div id={panelId} hidden={!opened} style={{ width: '100%' }}>
        {opened ? <Stack gap="sm">{children}</Stack> : null}
      </div>
    </>
  );
}
