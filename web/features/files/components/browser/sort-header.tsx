import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './browser.module.css';

interface SortHeaderProps {
  field: string;
  label: string;
  /** The current sort, e.g. `name` or `-createdAt`; empty for the default (newest first). */
  sort: string;
  onSort: (sort: string) => void;
  w?: number | string;
}

function directionOf(sort: string, field: string): 'ascending' | 'descending' | 'none' {
  const current = sort || '-createdAt';
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

/** Dates and years start newest first; names and types A–Ö. */
const DESCENDING_FIRST = new Set(['createdAt', 'year']);

/** A column header that sorts; a second click turns the order around. */
export function SortHeader({ field, label, sort, onSort, w }: SortHeaderProps) {
  const { t } = useTranslation('files');
  const direction = directionOf(sort, field);
  const next =
    direction === 'none'
      ? DESCENDING_FIRST.has(field)
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
        title={t('list.sortBy', { column: label })}
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
