import { Button, Stack } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PhoneFiltersProps {
  /** How many filters are chosen: the button says so, so a filtered list never looks complete. */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters behind one "Filter" button on a phone, so the first screen shows the search box and the
 * list rather than a column of selects. The button says how many filters are chosen and controls the panel.
 */
export function PhoneFilters({ active, children }: PhoneFiltersProps) {
  const { t } = useTranslation('common');
  const [opened, toggle] = useDisclosure(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant={active > 0 ? 'light' : 'default'}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle.toggle}
        fullWidth
      >
        {active > 0 ? t('list.filtersChosen', { count: active }) : t('list.filters')}
      </Button>
      <div id={panelId} hidden={!opened} style={{ width: '100%' }}>
        {opened ? <Stack gap="sm">{children}</Stack> : null}
      </div>
    </>
  );
}
