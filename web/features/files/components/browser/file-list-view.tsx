import { FileTable, type FileTableProps } from './file-table';
import { FileCards, FileGrid } from './lazy-parts';
import type { Layout } from './use-browser-state';

interface FileListViewProps extends Omit<FileTableProps, 'skeletonRows'> {
  /** Cards on a phone whatever the layout chosen; wider, the table or the grid of thumbnails. */
  phone: boolean;
  layout: Layout;
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
