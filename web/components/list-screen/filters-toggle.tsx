import { Badge, Button, Stack } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FiltersToggleProps {
  /** On a phone the filters wait behind the button; wider, they are simply shown. */
  phone: boolean;
  /** How many filters are chosen: the button says so, so a filtered list never looks complete. */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters behind one "Filter" button on a phone, so the first screen shows the search box and the
 * list rather than a column of selects. The button says how many filters are chosen and controls the panel.
 */
export function FiltersToggle({ phone, active, children }: FiltersToggleProps) {
  const { t } = useTranslation('common');
  const [opened, toggle] = useDisclosure(false);
  const panelId = useId();
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        variant={active > 0 ? 'light' : 'default'}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {active}
            </Badge>
          ) : null
        }
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={active > 0 ? t('list.filtersChosen', { count: active }) : t('list.filters')}
        onClick={toggle.toggle}
        fullWidth
      >
        {t('list.filters')}
      </Button>
      <div id={panelId} hidden={!opened} style={{ width: '100%' }}>
        {opened ? <Stack gap="sm">{children}</Stack> : null}
      </div>
    </>
  );
}
