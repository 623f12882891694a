import { Menu } from '@mantine/core';
import { IconCheck, IconCircleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileStatus } from '../../../../../common/api/files';
import { STATUS_COLORS } from './status-badge';
import { statusOptions } from './status-options';

interface StatusMenuItemsProps {
  /** The file's status (checked), or undefined for a selection of many. */
  current?: FileStatus;
  onChoose: (status: FileStatus) => void;
}

/** "Change status" as a labelled group of a menu: each state with its colour, the current one checked. */
export function StatusMenuItems({ current, onChoose }: StatusMenuItemsProps) {
  const { t } = useTranslation('files');
  return (
    <>
      <Menu.Label>{t('status.change')}</Menu.Label>
      {statusOptions(t).map(({ value, label }) => (
        <Menu.Item
          key={value}
          leftSection={
            <IconCircleFilled size={10} color={`var(--mantine-color-${STATUS_COLORS[value]}-6)`} aria-hidden />
          }
          rightSection={value === current ? <IconCheck size={14} aria-hidden /> : null}
          disabled={value === current}
          onClick={() => onChoose(value)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
