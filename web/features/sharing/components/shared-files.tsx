import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Table } from '../../../components/light-table';
import { DeferredSelect } from '../../../components/deferred-select';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { useDebouncedValue } from '@mantine/hooks';
import { HighlightedText, highlightOf, SearchHits } from '../../../components/search-highlights';
import { IconDownload, IconEye, IconFileZip, IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../common/format';
import type { AnyFile, FileKind } from '../../../entities/file';
import { sharedContentUrl, sharedZipUrl, useSharedFiles, type SharedFile } from '../api/sharing';

/** The files feature's thumbnail and preview, handed in by the page: a feature never imports another. */
export interface SharedFileParts {
  Thumbnail: ComponentType<{
    file: Pick<AnyFile, 'thumbnail' | 'contentType' | 'url' | 'name'>;
    height: number;
    shared: boolean;
  }>;
  FilePreview: ComponentType<{ kind: FileKind; file: AnyFile; onClose: () => void; onDownload: () => void }>;
}

const PAGE_SIZE = 25;

interface SharedFilesProps {
  token: string;
  projectId: string;
  parts: SharedFileParts;
}

/** Opens a shared file as a download: the url carries the token, so a plain link is enough. */
export function downloadShared(file: Pick<SharedFile, 'url'>) {
  if (!file.url) return;
  const link = document.createElement('a');
  link.href = sharedContentUrl(file.url, true);
  link.rel = 'noopener noreferrer';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The shared project's construction files: search, document type, pages, preview and download. */
export function SharedFiles({ token, projectId, parts }: SharedFilesProps) {
  const { Thumbnail, FilePreview } = parts;
  const { t } = useTranslation('sharing');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [docType, setDocType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<SharedFile | null>(null);
  const [seenTypes, setSeenTypes] = useState<string[]>([]);
  const filter = { search: debounced, docType: docType ?? '', skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const files = useSharedFiles(token, projectId, filter);
  const result = files.data?.result;
  const rows = useMemo(() => result ?? [], [result]);
  const total = files.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // The document types met so far (the public API has no distinct call), kept sorted.
  const types = useMemo(() => {
    const all = new Set(seenTypes);
    for (const row of rows) if (row.documentType) all.add(row.documentType);
    if (docType) all.add(docType);
    return [...all].sort((a, b) => a.localeCompare(b, 'sv'));
  }, [rows, seenTypes, docType]);
  if (types.length !== seenTypes.length) setSeenTypes(types);

  const first = total === 0 ? 0 : filter.skip + 1;
  const last = Math.min(total, filter.skip + rows.length);

  return (
    <Card p="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <TextInput
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('files.search')}
            aria-label={t('files.search')}
            style={{ flex: '1 1 260px' }}
          />
          <DeferredSelect
            data={types}
            value={docType}
            onChange={(value) => {
              setDocType(value);
              setPage(1);
            }}
            clearable
            searchable
            placeholder={t('files.allTypes')}
            aria-label={t('files.docType')}
            w={{ base: '100%', xs: 240 }}
          />
          {total > 0 ? (
            <Button
              component="a"
              href={sharedZipUrl(token, { search: debounced, docType: docType ?? '' })}
              rel="noopener noreferrer"
              download
              variant="default"
              leftSection={<IconFileZip size={18} aria-hidden />}
            >
              {t('files.downloadAll')}
            </Button>
          ) : null}
        </Group>
        {files.isPending ? (
          <Stack gap="xs" aria-busy>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        ) : files.isError ? (
          <Text c="red" size="sm" role="alert">
            {t('files.loadFailed')}
          </Text>
        ) : rows.length === 0 ? (
          <Text c="dimmed" size="sm" py="lg" ta="center">
            {debounced || docType ? t('files.noMatch') : t('files.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('files.cols.name')}</Table.Th>
                  <Table.Th>{t('files.cols.type')}</Table.Th>
                  <Table.Th>{t('files.cols.year')}</Table.Th>
                  <Table.Th>{t('files.cols.size')}</Table.Th>
                  <Table.Th ta="right">{t('files.cols.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((file) => (
                  <Table.Tr key={file._id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Box w={48} style={{ flex: 'none', borderRadius: 4, overflow: 'hidden' }}>
                          <Thumbnail file={file} height={64} shared />
                        </Box>
                        <Stack gap={2} miw={0}>
                          <Text size="sm" fw={500}>
                            {highlightOf(file.highlights, 'name') ? (
                              <HighlightedText text={highlightOf(file.highlights, 'name')?.text ?? ''} />
                            ) : (
                              file.name
                            )}
                          </Text>
                          <SearchHits highlights={file.highlights} shown={['name', 'documentType']} />
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td>{file.documentType || '–'}</Table.Td>
                    <Table.Td>{file.year ?? '–'}</Table.Td>
                    <Table.Td>
                      {/* A register entry still waiting for its file is marked as in the main file lists. */}
                      {!file.url ? (
                        <Badge color="orange" variant="light" size="sm" radius="sm">
                          {t('files:list.missingFile')}
                        </Badge>
                      ) : file.size === null ? (
                        '–'
                      ) : (
                        formatBytes(file.size)
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <DeferredTooltip label={t('files.preview')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('files.previewOf', { name: file.name })}
                            disabled={!file.url}
                            onClick={() => setPreviewing(file)}
                          >
                            <IconEye size={18} aria-hidden />
                          </ActionIcon>
                        </DeferredTooltip>
                        <DeferredTooltip label={t('files.download')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('files.downloadOf', { name: file.name })}
                            disabled={!file.url}
                            onClick={() => downloadShared(file)}
                          >
                            <IconDownload size={18} aria-hidden />
                          </ActionIcon>
                        </DeferredTooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('files.showing', { first, last, total: `${total}${files.data?.totalIsLowerBound ? '+' : ''}` })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`files.pager.${control}`) })}
              getItemProps={(item) => ({ 'aria-label': t('files.pager.page', { page: item }) })}
            />
          )}
        </Group>
      </Stack>
      {previewing && (
        <FilePreview
          kind="constructionfile"
          file={{ ...previewing, abilities: { update: false, delete: false }, bookmarked: false } as AnyFile}
          onClose={() => setPreviewing(null)}
          onDownload={() => downloadShared(previewing)}
        />
      )}
    </Card>
  );
}
