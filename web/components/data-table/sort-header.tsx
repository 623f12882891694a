import { Group, Text, UnstyledButton } from '@mantine/core';
import { Table } from '../light-table';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

interface SortHeaderProps {
  field: string;
  label: string;
  /** The current sort, e.g. `name` or `-createdAt`; empty for the default (newest first). */
  sort: string;
  onSort: (sort: string) => void;
  w?: number | string;
  /** The list's order when the caller names none (`sort` is then empty). */
  defaultSort?: string;
  /** Columns whose first click sorts newest or largest first (dates, years). */
  descendingFirst?: ReadonlySet<string>;
}

function directionOf(sort: string, field: string, defaultSort: string): 'ascending' | 'descending' | 'none' {
  const current = sort || defaultSort;
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}

const DATES_FIRST: ReadonlySet<string> = new Set(['createdAt']);

/** A column header that sorts (names A–Ö first, dates newest first); a second click turns the order around. */
export function SortHeader({
  field,
  label,
  sort,
  onSort,
  w,
  defaultSort = '-createdAt',
  descendingFirst = DATES_FIRST,
}: SortHeaderProps) {
  const { t } = useTranslation('common');
  const direction = directionOf(sort, field, defaultSort);
  const next =
    direction === 'none'
      ? descendingFirst.has(field)
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
        onClick={() => onSort(next === defaultSort ? '' : next)}
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
