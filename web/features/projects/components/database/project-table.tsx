import { VisuallyHidden } from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { useTranslation } from 'react-i18next';
import type { ProjectRow } from '../../../../entities/project/types';
import { ProjectTableRow } from './project-table-row';
import { dataTableClasses as classes, SortHeader } from '../../../../components/data-table';
import { SelectAllCheckbox, SkeletonRows } from '../../../../components/list-screen';
import type { SortField } from './use-database-state';

/** Dates start newest first; names and types A–Ö. */
const DESCENDING_FIRST: ReadonlySet<string> = new Set(['createdAt', 'startDate']);

const NONE: ReadonlySet<string> = new Set();

interface ProjectTableProps {
  rows: ProjectRow[] | undefined;
  sort: string;
  onSort: (sort: string) => void;
  /** Without `onSelect` the rows cannot be chosen (no bulk action there, e.g. an organization's projects). */
  selected?: ReadonlySet<string>;
  onSelect?: (ids: string[], selected: boolean) => void;
  showOrganization: boolean;
  stale: boolean;
  skeletonRows: number;
}

/** Fixed widths for the short columns; the name column takes the rest. */
const COLUMNS: { field: SortField; label?: string; w?: number }[] = [
  { field: 'name' },
  { field: 'type', label: 'database.typeAndSector', w: 170 },
  { field: 'startDate', w: 120 },
  { field: 'visibility', w: 135 },
];

export function ProjectTable(props: ProjectTableProps) {
  const { rows, sort, onSort, selected = NONE, onSelect, showOrganization, stale, skeletonRows } = props;
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <Table.ScrollContainer minWidth={980} type="native">
      <Table
        verticalSpacing="sm"
        layout="fixed"
        className={stale ? classes.stale : undefined}
        aria-busy={stale || !rows}
      >
        <Table.Thead className={classes.head}>
          <Table.Tr>
            {onSelect ? (
              <Table.Th w={40}>
                <SelectAllCheckbox
                  rows={rows}
                  selected={selected}
                  onSelect={onSelect}
                  label={t('database.selectAll')}
                />
              </Table.Th>
            ) : null}
            <Table.Th w={44} px={0}>
              <VisuallyHidden>{t('database.bookmarkColumn')}</VisuallyHidden>
            </Table.Th>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.field}
                field={column.field}
                label={t(column.label ?? `fields.${column.field}`)}
                sort={sort}
                onSort={onSort}
                w={column.w}
                descendingFirst={DESCENDING_FIRST}
              />
            ))}
            <Table.Th w={110}>{t('fields.completed')}</Table.Th>
            <SortHeader
              field="createdAt"
              label={t('fields.createdAt')}
              sort={sort}
              onSort={onSort}
              w={115}
              descendingFirst={DESCENDING_FIRST}
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows ? (
            rows.map((project) => (
              <ProjectTableRow
                key={project._id}
                project={project}
                selected={selected.has(project._id)}
                onSelect={onSelect ? (value) => onSelect([project._id], value) : undefined}
                showOrganization={showOrganization}
              />
            ))
          ) : (
            <SkeletonRows count={skeletonRows} columns={onSelect ? 8 : 7} height={28} />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
