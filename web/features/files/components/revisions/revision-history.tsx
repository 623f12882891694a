import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconColumns2, IconDownload, IconEye, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileStatus, Revision } from '../../../../../common/api/files';
import { formatBytes, formatDateTime } from '../../../../../common/format';
import { notify } from '../../../../lib/notify';
import { downloadFile } from '../../../../entities/file/content';
import { formatFileError } from '../../api/errors';
import { formatLabel, type AnyFile } from '../../../../entities/file/types';
import { useRevisions } from '../../api/use-revisions';
import type { FileKind } from '../../../../entities/file/kinds';
import { StatusBadge } from '../status/status-badge';

const released = (status: FileStatus) => status === 'published' || status === 'archived';

interface RevisionHistoryProps {
  kind: FileKind;
  file: AnyFile | null;
  onClose: () => void;
  /** Opens one revision in the preview (as the file at that revision). */
  onPreview: (file: AnyFile) => void;
  /** Two revisions side by side, the older first. */
  onCompare: (older: AnyFile, newer: AnyFile) => void;
  onNewRevision?: (file: AnyFile) => void;
}

/** The file as it was at a revision: its content address, type and size are that revision's. */
export function atRevision(file: AnyFile, revision: Revision, name: string): AnyFile {
  return {
    ...file,
    name,
    url: revision.url,
    contentType: revision.contentType,
    size: revision.size,
    revision: revision.revision,
  };
}

/** Who uploaded which revision when, with a comment; each one viewable and downloadable, two comparable. */
export function RevisionHistory({ kind, file, onClose, onPreview, onCompare, onNewRevision }: RevisionHistoryProps) {
  const { t } = useTranslation('files');
  return (
    <Drawer
      opened={file !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={file ? t('fileDialogs:revision.historyTitle', { name: file.name }) : ''}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      {file ? (
        <History
          key={file._id}
          kind={kind}
          file={file}
          onPreview={onPreview}
          onCompare={onCompare}
          onNewRevision={onNewRevision}
        />
      ) : null}
    </Drawer>
  );
}

function History({
  kind,
  file,
  onPreview,
  onCompare,
  onNewRevision,
}: Omit<RevisionHistoryProps, 'file' | 'onClose'> & { file: AnyFile }) {
  const { t } = useTranslation('files');
  const revisions = useRevisions(kind, file._id);
  const [picked, setPicked] = useState<string[]>([]);
  const named = (r: Revision) =>
    atRevision(file, r, t('fileDialogs:revision.previewTitle', { name: file.name, code: r.revision }));
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current.filter((x) => x !== id), id].slice(-2) : current.filter((x) => x !== id)));
  const download = (r: Revision) =>
    downloadFile(kind, file._id, r.url).catch((error: unknown) =>
      notify(t, {
        color: 'red',
        title: t('actions.downloadFailed'),
        message: formatFileError(t, error, 'uploadNotFound'),
      }),
    );
  const compare = () => {
    const chosen = (revisions.data ?? []).filter((r) => picked.includes(r._id));
    const [newer, older] = chosen;
    if (newer && older) onCompare(named(older), named(newer));
  };

  // The newest revision that was published: what those outside the team read while the current one is checked.
  const published = revisions.data?.find((r) => released(r.status));
  if (revisions.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('fileDialogs:revision.loadFailed')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <StatusBadge status={file.status} />
          {published && !released(file.status) ? (
            // The team sees the current revision; others still read this one (docs/api.md §7).
            <Text size="xs" c="dimmed">
              {t('fileDialogs:revision.publishedVersion', { code: published.revision })}
            </Text>
          ) : null}
        </Group>
        {onNewRevision && file.abilities.update && file.url ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            onClick={() => onNewRevision(file)}
          >
            {t('fileDialogs:revision.new')}
          </Button>
        ) : null}
      </Group>
      {revisions.data && revisions.data.length > 1 ? (
        // The hint wraps and gives way; the button keeps its whole label ("Jämför markerade" was cut).
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed" flex="1 1 180px">
            {t('fileDialogs:revision.compareHint')}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconColumns2 size={16} aria-hidden />}
            disabled={picked.length !== 2}
            onClick={compare}
            style={{ flexShrink: 0 }}
          >
            {t('fileDialogs:revision.compareSelected')}
          </Button>
        </Group>
      ) : null}
      {!revisions.data ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : revisions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('fileDialogs:revision.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {revisions.data.map((r) => {
            const author = r.createdBy
              ? `${r.createdBy.firstName} ${r.createdBy.lastName}`.trim()
              : t('fileDialogs:revision.unknownAuthor');
            const viewable = ['application/pdf', 'image/png', 'image/jpeg'].includes(r.contentType);
            return (
              <Paper key={r._id} component="li" withBorder p="sm" radius="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
                    {revisions.data.length > 1 ? (
                      <Checkbox
                        mt={4}
                        checked={picked.includes(r._id)}
                        onChange={(event) => toggle(r._id, event.currentTarget.checked)}
                        aria-label={t('fileDialogs:revision.select', { code: r.revision })}
                      />
                    ) : null}
                    <Stack gap={2} miw={0}>
                      <Group gap={6}>
                        <Text fw={700}>{t('revision.short', { code: r.revision })}</Text>
                        {r.current ? (
                          <Badge size="xs" variant="dot" color="teal" tt="none">
                            {t('fileDialogs:revision.current')}
                          </Badge>
                        ) : null}
                        <StatusBadge status={r.status} />
                      </Group>
                      <Text size="sm" c={r.comment ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                        {r.comment || t('fileDialogs:revision.noComment')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('fileDialogs:revision.uploadedBy', { name: author, date: formatDateTime(r.createdAt) })}
                        {' · '}
                        {[formatLabel(r.contentType), formatBytes(r.size)].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap={2} wrap="nowrap">
                    {viewable ? (
                      <Tooltip label={t('fileDialogs:revision.preview', { code: r.revision })} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('fileDialogs:revision.preview', { code: r.revision })}
                          onClick={() => onPreview(named(r))}
                        >
                          <IconEye size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    <Tooltip label={t('fileDialogs:revision.download', { code: r.revision })} withArrow>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('fileDialogs:revision.download', { code: r.revision })}
                        onClick={() => void download(r)}
                      >
                        <IconDownload size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
