import { VisuallyHidden } from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { useTranslation } from 'react-i18next';
import type { AnyFile } from '../../../../entities/file/types';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import { FileRow } from './file-row';
import type { FileAction } from './row-actions';
import type { FileStatus } from '../../../../../common/api/files';
import { dataTableClasses as classes, SortHeader } from '../../../../components/data-table';
import { SelectAllCheckbox, SkeletonRows } from '../../../../components/list-screen';

/** Dates and years start newest first; names and types A–Ö. */
const DESCENDING_FIRST: ReadonlySet<string> = new Set(['createdAt', 'year']);

/** What every view of a page of files is given: the table, the grid and a phone's cards. */
export interface FileViewProps {
  /** Undefined while the first page loads: skeletons are shown. */
  rows: AnyFile[] | undefined;
  selected: Set<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onAction: (action: FileAction, file: AnyFile, page?: number) => void;
  onStatus: (file: AnyFile, status: FileStatus) => void;
  showProject: boolean;
}

export interface FileTableProps extends FileViewProps {
  kind: FileKind;
  sort: string;
  onSort: (sort: string) => void;
  showOrganization: boolean;
  stale: boolean;
  skeletonRows: number;
}

export function FileTable(props: FileTableProps) {
  const { kind, rows, sort, onSort, selected, onSelect, onAction, showProject, stale } = props;
  const { t } = useTranslation(['files', KINDS[kind].ns]);
  // Every sortable column shares the sort, its change, and which columns start newest first.
  const sorting = { sort, onSort, descendingFirst: DESCENDING_FIRST };
  const ns = KINDS[kind].ns;
  const drawing = kind === 'drawing';
  const columns = 6 + (showProject ? 1 : 0) + (drawing ? 0 : 1) + 1;
  return (
    <Table.ScrollContainer minWidth={showProject ? 1180 : 980} type="native">
      <Table
        verticalSpacing="sm"
        layout="fixed"
        className={stale ? classes.stale : undefined}
        aria-busy={stale || !rows}
      >
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th w={44}>
              <SelectAllCheckbox rows={rows} selected={selected} onSelect={onSelect} label={t(`${ns}:selectAll`)} />
            </Table.Th>
            <Table.Th w={40} px={0}>
              <VisuallyHidden>{t('files:list.bookmarkColumn')}</VisuallyHidden>
            </Table.Th>
            <SortHeader field="name" label={t('files:fields.name')} {...sorting} />
            <SortHeader field={KINDS[kind].typeField} label={t(`${ns}:typeLabel`)} {...sorting} w={170} />
            <SortHeader field="status" label={t('files:status.label')} {...sorting} w={130} />
            {showProject ? (
              drawing ? (
                <SortHeader field="projectName" label={t('files:fields.project')} {...sorting} w={220} />
              ) : (
                <Table.Th w={220}>{t('files:fields.project')}</Table.Th>
              )
            ) : null}
            {drawing ? null : <SortHeader field="year" label={t('files:fields.year')} {...sorting} w={80} />}
            <SortHeader field="createdAt" label={t('files:fields.createdAt')} {...sorting} w={125} />
            <Table.Th w={84} className={classes.pinnedEnd}>
              <VisuallyHidden>{t('files:list.actionsColumn')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows ? (
            rows.map((file) => (
              <FileRow
                key={file._id}
                file={file}
                selected={selected.has(file._id)}
                onSelect={(value) => onSelect([file._id], value)}
                onAction={onAction}
                onStatus={props.onStatus}
                showProject={showProject}
                showOrganization={props.showOrganization}
              />
            ))
          ) : (
            <SkeletonRows count={props.skeletonRows} columns={columns} height={34} />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
