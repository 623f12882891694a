import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './database.module.css';
import type { SortField } from './use-database-state';

interface SortHeaderProps {
  field: SortField;
  label: string;
  /** The current sort, e.g. `name` or `-createdAt`; empty for the default (newest first). */
  sort: string;
  onSort: (sort: string) => void;
  w?: number | string;
}

function directionOf(sort: string, field: SortField): 'ascending' | 'descending' | 'none' {
  const current = sort || '-createdAt';
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

/** A column header that sorts: first ascending (dates: newest first), then the other way. */
export function SortHeader({ field, label, sort, onSort, w }: SortHeaderProps) {
  const { t } = useTranslation('projects');
  const direction = directionOf(sort, field);
  const datesFirstDescending = field === 'createdAt' || field === 'startDate';
  const next =
    direction === 'none'
      ? datesFirstDescending
        ? `-${field}`
        : field
      : direction === 'ascending'
        ? `-${field}`
        : field;
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction} w={w}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(next === '-createdAt' ? '' : next)}
        title={t('database.sortBy', { column: label })}
      >
        <Group gap={4} wrap="nowrap">
          <Text span fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden className={direction === 'none' ? classes.sortIdle : undefined} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
