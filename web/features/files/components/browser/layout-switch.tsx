import { VisuallyHidden } from '@mantine/core';
import { SegmentedChoice } from '../../../../components/segmented-choice';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Layout } from './use-browser-state';

/** Rows or cards with thumbnails; the choice stays in the URL. */
export function LayoutSwitch({ layout, onChange }: { layout: Layout; onChange: (layout: Layout) => void }) {
  const { t } = useTranslation('files');
  const option = (value: Layout, icon: ReactNode, label: string): { value: Layout; label: ReactNode } => ({
    value,
    label: (
      <DeferredTooltip label={label} withArrow>
        <span style={{ display: 'inline-flex' }}>
          {icon}
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      </DeferredTooltip>
    ),
  });
  return (
    <SegmentedChoice
      aria-label={t('layout.label')}
      value={layout}
      onChange={onChange}
      data={[
        option('table', <IconList size={18} aria-hidden />, t('layout.table')),
        option('grid', <IconLayoutGrid size={18} aria-hidden />, t('layout.grid')),
      ]}
    />
  );
}
