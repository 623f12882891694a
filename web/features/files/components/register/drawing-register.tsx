import { Button, Group, Menu, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { IconChevronDown, IconFileSpreadsheet, IconListNumbers, IconTableExport } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { FilePreview } from '../browser/lazy-parts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../common/format';
import { DRAWING_REGISTER_SPEC } from '../../../../../common/api/list-specs';
import { dataTableClasses as classes, SearchBox, SortHeader } from '../../../../components/data-table';
import { ListEmptyState, ListScreen, SkeletonRows, useLocalPaging } from '../../../../components/list-screen';
import { notify } from '../../../../lib/notify';
import { downloadFile } from '../../../../entities/file/content';
import { formatFileError } from '../../api/errors';
import { filterKey } from '../../api/file-filter';
import { downloadRegister } from '../../api/register';
import { isDrawing, type AnyFile } from '../../../../entities/file/types';
import { useFileList } from '../../api/use-file-list';
import { StatusBadge } from '../status/status-badge';
import { statusOptions } from '../status/status-options';
import { LoadErrorState } from '../browser/states';
import { FolderMatch } from './folder-match';
import browserClasses from '../browser/browser.module.css';

const DESCENDING_FIRST: ReadonlySet<string> = new Set(['revisedAt']);

interface DrawingRegisterProps {
  projectId: string;
  projectName: string;
  /** Whether the caller may add revisions (the folder drop). */
  canManage: boolean;
}

/**
 * The project's drawing register: number, title, type, scale, current revision, status and date, sortable,
 * exported to CSV or XLSX, and a folder of drawings dropped onto it becomes new revisions.
 */
export function DrawingRegister({ projectId, projectName, canManage }: DrawingRegisterProps) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [sort, setSort] = useState<string>(DRAWING_REGISTER_SPEC.defaultSort);
  const paging = useLocalPaging(DRAWING_REGISTER_SPEC.pageSize);
  const { page, size } = paging;
  const [previewing, setPreviewing] = useState<AnyFile | null>(null);
  const filter = filterKey(status ? { $and: [{ project: projectId }, { status }] } : { project: projectId });
  const list = useFileList('drawing', {
    filter,
    search: search.trim(),
    sort: `${sort} ${DRAWING_REGISTER_SPEC.tiebreak}`,
    skip: (page - 1) * size,
    limit: size,
  });
  const rows = (list.data?.result ?? []).filter(isDrawing);
  const total = list.data?.total ?? 0;
  const sorting = { sort, onSort: (next: string) => setSort(next), descendingFirst: DESCENDING_FIRST };
  const exportAs = (format: 'csv' | 'xlsx') =>
    downloadRegister(projectId, format, `${t('register.title')} ${projectName}`).catch((error: unknown) =>
      notify(t, {
        color: 'red',
        title: t('register.exportFailed'),
        message: formatFileError(t, error, 'uploadNotFound'),
      }),
    );
  const download = (file: AnyFile) =>
    downloadFile('drawing', file._id).catch((error: unknown) =>
      notify(t, {
        color: 'red',
        title: t('actions.downloadFailed'),
        message: formatFileError(t, error, 'uploadNotFound'),
      }),
    );

  return (
    <ListScreen
      toolbar={
        <>
          {canManage ? <FolderMatch projectId={projectId} /> : null}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Stack gap="sm" flex={1} miw={260} role="search" aria-label={t('register.search')}>
              <SearchBox
                value={search}
                onChange={(value) => {
                  setSearch(value);
                  paging.restart();
                }}
                label={t('register.search')}
                placeholder={t('register.searchPlaceholder')}
              />
              <Select
                aria-label={t('status.label')}
                placeholder={t('status.all')}
                data={statusOptions(t)}
                value={status}
                onChange={(value) => {
                  setStatus(value);
                  paging.restart();
                }}
                clearable
                w={{ base: '100%', xs: 200 }}
              />
            </Stack>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconTableExport size={18} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  disabled={total === 0}
                >
                  {t('register.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                  onClick={() => void exportAs('csv')}
                >
                  {t('register.exportCsv')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                  onClick={() => void exportAs('xlsx')}
                >
                  {t('register.exportXlsx')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </>
      }
      failed={list.isError ? <LoadErrorState error={list.error} onRetry={() => void list.refetch()} /> : null}
      empty={
        list.data && total === 0 ? (
          <ListEmptyState
            py="xl"
            icon={<IconListNumbers size={30} aria-hidden />}
            title={t('register.empty.title')}
            text={t('register.empty.text')}
          />
        ) : null
      }
      paging={{
        ...paging,
        sizes: DRAWING_REGISTER_SPEC.pageSizes,
        total,
        totalIsLowerBound: Boolean(list.data?.totalIsLowerBound),
      }}
      after={
        previewing ? (
          <Suspense fallback={null}>
            <FilePreview
              kind="drawing"
              withMarkups
              file={previewing}
              onClose={() => setPreviewing(null)}
              onDownload={(_, f) => void download(f)}
            />
          </Suspense>
        ) : null
      }
    >
      <Table.ScrollContainer minWidth={900} type="native">
        <Table verticalSpacing="sm" layout="fixed" aria-busy={!list.data || list.isFetching}>
          <Table.Thead className={classes.head}>
            <Table.Tr>
              <SortHeader field="drawingNumber" label={t('register.columns.drawingNumber')} {...sorting} w={150} />
              <SortHeader field="name" label={t('register.columns.name')} {...sorting} />
              <SortHeader field="drawingType" label={t('register.columns.type')} {...sorting} w={150} />
              <SortHeader field="scale" label={t('register.columns.scale')} {...sorting} w={90} />
              <SortHeader field="revision" label={t('register.columns.revision')} {...sorting} w={80} />
              <SortHeader field="status" label={t('register.columns.status')} {...sorting} w={140} />
              <SortHeader field="revisedAt" label={t('register.columns.date')} {...sorting} w={125} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data ? (
              rows.map((d) => (
                <Table.Tr key={d._id} className={classes.row}>
                  <Table.Td>
                    <Text size="sm" fw={600} truncate>
                      {d.drawingNumber || '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {d.url ? (
                      <UnstyledButton
                        className={browserClasses.nameButton}
                        onClick={() => setPreviewing(d)}
                        title={d.name}
                      >
                        {d.name}
                      </UnstyledButton>
                    ) : (
                      <Text size="sm" truncate title={d.name}>
                        {d.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {d.drawingType || '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{d.scale || '–'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{d.revision ?? '–'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={d.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {formatDate(d.revisedAt ?? d.createdAt)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))
            ) : (
              <SkeletonRows count={6} columns={7} height={28} />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListScreen>
  );
}
