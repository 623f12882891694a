import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../../../entities/session';
import { formatFileError, isNoOrganization } from '../api/errors';
import { downloadFile } from '../../../entities/file/content';
import { buildFileFilter, filterKey } from '../api/file-filter';
import type { AnyFile } from '../../../entities/file/types';
import { useFileList, usePrefetchNextPage } from '../api/use-file-list';
import { KINDS, type FileKind } from '../../../entities/file/kinds';
import { DownloadAll } from './browser/download-all';
import { NO_FILTER } from '../../../entities/file/keys';
import { FileListView } from './browser/file-list-view';
import { LayoutSwitch } from './browser/layout-switch';
import { FileToolbar } from './browser/file-toolbar';
import type { FileAction } from './browser/row-actions';
import { ListScreen, useListPage, usePhoneLayout, useRowSelection } from '../../../components/list-screen';
import { firstHitPage } from '../../../components/search-highlights';
import { DEFAULT_SORT, hasFilters, hasOtherFilters, PAGE_SIZES, useBrowserState } from './browser/use-browser-state';
import { notify } from '../../../lib/notify';
import { useSetStatus } from '../api/use-file-mutations';
import type { FileStatus } from '../../../../common/api/files';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import {
  BulkDelete,
  CompareRevisions,
  DeleteFileModal,
  EditFileModal,
  EmptyList,
  FilePreview,
  LoadErrorState,
  NewRevisionModal,
  NoOrganizationState,
  RevisionHistory,
  UploadModal,
} from './browser/lazy-parts';

export interface FileBrowserProps {
  kind: FileKind;
  /** Inside a project: only its files, and uploads go into it. */
  projectId?: string;
  /** Whether the upload button is offered; the server decides per project. */
  canUpload: boolean;
  /** Room for more toolbar actions (a CSV import arrives later). */
  actions?: ReactNode;
}

/** A list of construction files or drawings: search, filters, sort, pages, bookmarks, bulk delete, actions. */
export function FileBrowser({ kind, projectId, canUpload, actions }: FileBrowserProps) {
  // Suspends until the kind's own texts are there too (the project's files tab loads the drawings' on first use).
  const { t } = useTranslation(['files', KINDS[kind].ns]);
  const abilities = useAbilities();
  const phone = usePhoneLayout();
  const { state, update, clearFilters } = useBrowserState(kind);
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<{
    action: 'preview' | 'edit' | 'delete' | 'newRevision';
    file: AnyFile;
    page?: number;
  } | null>(null);
  // The history stays open under a revision's preview or a comparison.
  const [history, setHistory] = useState<AnyFile | null>(null);
  const [compare, setCompare] = useState<{ older: AnyFile; newer: AnyFile; name: string } | null>(null);
  const setStatus = useSetStatus(kind);
  const filters = projectId ? { ...state, project: projectId, projectName: null, organization: null } : state;
  const slice = {
    filter: filterKey(buildFileFilter(kind, filters)),
    search: filters.search.trim(),
    sort: state.sort || DEFAULT_SORT,
    skip: (state.page - 1) * state.size,
    limit: state.size,
  };
  const list = useFileList(kind, slice);
  usePrefetchNextPage(kind, slice, list.isSuccess && !list.isPlaceholderData ? list.data.total : undefined);
  const { rows, total, stale, footer } = useListPage(list, state, update, PAGE_SIZES);
  const { selected, select, clear } = useRowSelection(JSON.stringify(slice));
  const mount = {
    upload: useOpenedOnce(uploading),
    edit: useOpenedOnce(open?.action === 'edit'),
    delete: useOpenedOnce(open?.action === 'delete'),
    history: useOpenedOnce(history !== null),
    newRevision: useOpenedOnce(open?.action === 'newRevision'),
    compare: useOpenedOnce(compare !== null),
    bulk: useOpenedOnce(selected.size > 0),
  };

  const onAction = (action: FileAction, file: AnyFile, page?: number) => {
    if (action === 'history') return setHistory(file);
    // A search hit opens where the search found its words, from the name as from the excerpt.
    if (action === 'preview') return setOpen({ action, file, page: page ?? firstHitPage(file) });
    if (action !== 'download') return setOpen({ action, file, page });
    // A revision's preview or comparison downloads that revision, not the current one.
    const revisionUrl = file.url?.includes('/revisions/') ? file.url : undefined;
    downloadFile(kind, file._id, revisionUrl).catch((error: unknown) =>
      notify(t, {
        color: 'red',
        title: t('actions.downloadFailed'),
        message: formatFileError(t, error, 'uploadNotFound'),
      }),
    );
  };
  const onUpload = canUpload ? () => setUploading(true) : undefined;
  const changeStatus = (ids: string[], status: FileStatus, done?: () => void) =>
    setStatus.mutate(
      { ids, status },
      {
        onSuccess: (count) => {
          done?.();
          notify(t, { color: 'teal', message: t('status.changed', { count }) });
        },
        onError: (error) =>
          notify(t, {
            color: 'red',
            title: t('status.changeFailed'),
            message: formatFileError(t, error, 'notUpdated'),
          }),
      },
    );

  return (
    <ListScreen
      toolbar={
        <FileToolbar
          kind={kind}
          state={state}
          onChange={update}
          onClearFilters={clearFilters}
          projectFilter={projectId ? filterKey({ project: projectId }) : undefined}
          allOrganizations={abilities.chooseOrganization}
          onUpload={onUpload}
          phone={phone}
          actions={
            <>
              {/* A phone always shows cards: rows or a grid is a choice for wider screens. */}
              {phone ? null : <LayoutSwitch layout={state.layout} onChange={(layout) => update({ layout })} />}
              {actions}
              {projectId ? (
                <DownloadAll
                  kind={kind}
                  projectId={projectId}
                  filter={slice.filter === NO_FILTER ? null : slice.filter}
                  search={slice.search}
                  disabled={!rows || total === 0}
                />
              ) : null}
            </>
          }
        />
      }
      blocked={list.isError && isNoOrganization(list.error) ? <NoOrganizationState /> : null}
      failed={list.isError ? <LoadErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      empty={
        rows && total === 0 ? (
          <EmptyList
            kind={kind}
            filtered={hasFilters(state)}
            noBookmarks={state.bookmarked && !hasOtherFilters(state)}
            onClearFilters={clearFilters}
            onShowAll={() => update({ bookmarked: false })}
            onUpload={onUpload}
          />
        ) : null
      }
      paging={footer}
      after={
        <>
          {mount.bulk && (
            <BulkDelete
              kind={kind}
              selected={(rows ?? []).filter((row) => selected.has(row._id))}
              onClear={clear}
              onStatus={changeStatus}
              changingStatus={setStatus.isPending}
            />
          )}
          {mount.upload && (
            <UploadModal kind={kind} opened={uploading} onClose={() => setUploading(false)} projectId={projectId} />
          )}
          {mount.edit && (
            <EditFileModal
              kind={kind}
              file={open?.action === 'edit' ? open.file : null}
              onClose={() => setOpen(null)}
            />
          )}
          {mount.delete && (
            <DeleteFileModal
              kind={kind}
              file={open?.action === 'delete' ? open.file : null}
              onClose={() => setOpen(null)}
            />
          )}
          {mount.history && (
            <RevisionHistory
              kind={kind}
              file={history}
              onClose={() => setHistory(null)}
              onPreview={(file) => setOpen({ action: 'preview', file })}
              onCompare={(older, newer) => setCompare({ older, newer, name: history?.name ?? '' })}
              onNewRevision={(file) => {
                setHistory(null);
                setOpen({ action: 'newRevision', file });
              }}
            />
          )}
          {mount.newRevision && (
            <NewRevisionModal
              kind={kind}
              file={open?.action === 'newRevision' ? open.file : null}
              onClose={() => setOpen(null)}
            />
          )}
          {mount.compare && <CompareRevisions pair={compare} onClose={() => setCompare(null)} onDownload={onAction} />}
          {open?.action === 'preview' ? (
            <Suspense fallback={null}>
              <FilePreview
                kind={kind}
                withMarkups
                file={open.file}
                page={open.page}
                search={slice.search || undefined}
                onClose={() => setOpen(null)}
                onDownload={onAction}
              />
            </Suspense>
          ) : null}
        </>
      }
    >
      <FileListView
        kind={kind}
        rows={rows}
        phone={phone}
        layout={state.layout}
        sort={state.sort}
        onSort={(sort) => update({ sort })}
        selected={selected}
        onSelect={select}
        onAction={onAction}
        onStatus={(file, status) => changeStatus([file._id], status)}
        showProject={!projectId}
        showOrganization={abilities.chooseOrganization}
        stale={stale}
        skeletons={Math.min(state.size, 8)}
      />
    </ListScreen>
  );
}
