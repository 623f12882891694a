import type { FileStatus } from '../../../../../common/api/files';
import type { AnyFile } from '../../../../entities/file/types';
import type { FileKind } from '../../../../entities/file/kinds';
import { FileTable } from './file-table';
import { FileCards, FileGrid } from './lazy-parts';
import type { FileAction } from './row-actions';
import type { Layout } from './use-browser-state';

interface FileListViewProps {
  kind: FileKind;
  /** Undefined while the first page loads. */
  rows: AnyFile[] | undefined;
  /** Cards on a phone whatever the layout chosen; wider, the table or the grid of thumbnails. */
  phone: boolean;
  layout: Layout;
  sort: string;
  onSort: (sort: string) => void;
  selected: Set<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onAction: (action: FileAction, file: AnyFile, page?: number) => void;
  onStatus: (file: AnyFile, status: FileStatus) => void;
  showProject: boolean;
  showOrganization: boolean;
  stale: boolean;
  skeletons: number;
}

/** The page of files as a phone's cards, the table, or the grid. */
export function FileListView({ phone, layout, sort, onSort, showOrganization, skeletons, ...list }: FileListViewProps) {
  if (phone) return <FileCards {...list} skeletons={skeletons} />;
  if (layout === 'grid')
    return (
      <FileGrid
        rows={list.rows}
        selected={list.selected}
        onSelect={list.onSelect}
        onAction={list.onAction}
        onStatus={list.onStatus}
        showProject={list.showProject}
        skeletonCards={skeletons}
      />
    );
  return (
    <FileTable {...list} sort={sort} onSort={onSort} showOrganization={showOrganization} skeletonRows={skeletons} />
  );
}
