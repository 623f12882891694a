import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { Table } from '../../../../components/light-table';
import { IconAlertCircle, IconCheck, IconFolderUp } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterMatchAnswer } from '../../../../../common/api/files';
import { notify } from '../../../../lib/notify';
import { formatFileError } from '../../api/errors';
import { previewMatch, uploadMatched } from '../../api/register';
import { refreshKind } from '../../api/use-file-mutations';
import { useQueryClient } from '@tanstack/react-query';
import classes from '../upload/upload.module.css';
import { droppedEntries, filesOfEntries } from './dropped-files';

/** Several drawings upload at once; more would only share the same connection. */
const PARALLEL = 3;

type Row = { file: File; match?: RegisterMatchAnswer['matched'][number]; reason?: string };
type Progress = { percent: number; state: 'waiting' | 'sending' | 'saved' | 'failed'; error?: string };

/**
 * A folder (or files) dropped onto the register: a preview of what matches which drawing, from the names
 * alone, then the matched files uploaded as new revisions with a progress bar each.
 */
export function FolderMatch({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['files', 'fileDialogs'], { nsMode: 'fallback' });
  const folderInput = useRef<HTMLInputElement>(null);
  const [depth, setDepth] = useState(0);
  const [reading, setReading] = useState(false);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [progress, setProgress] = useState<Map<number, Progress>>(new Map());
  const [phase, setPhase] = useState<'preview' | 'uploading' | 'done'>('preview');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const preview = async (files: File[]) => {
    if (files.length === 0) return;
    setError(null);
    setReading(true);
    try {
      const answer = await previewMatch(projectId, files);
      // The answer keeps the parts' order; names may repeat across subfolders, so both lists are walked in turn.
      const matched = [...answer.matched];
      const unmatched = [...answer.unmatched];
      setRows(
        files.map((file) => {
          const m = matched[0]?.fileName === file.name ? matched.shift() : undefined;
          if (m) return { file, match: m };
          const u = unmatched[0]?.fileName === file.name ? unmatched.shift() : undefined;
          return { file, reason: u?.reason ?? 'noMatch' };
        }),
      );
      setProgress(new Map());
      setPhase('preview');
    } catch (failure) {
      setError(formatFileError(t, failure, 'notUploaded'));
    } finally {
      setReading(false);
    }
  };

  const upload = async () => {
    if (!rows) return;
    setPhase('uploading');
    const queue = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.match);
    const set = (index: number, value: Progress) => setProgress((current) => new Map(current).set(index, value));
    for (const { index } of queue) set(index, { percent: 0, state: 'waiting' });
    let stored = 0;
    let failed = 0;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { row, index } = next;
        set(index, { percent: 0, state: 'sending' });
        try {
          const answer = await uploadMatched(projectId, row.file, (loaded, total) =>
            set(index, { percent: total ? Math.round((loaded / total) * 100) : 0, state: 'sending' }),
          );
          const ok = answer.matched.length === 1;
          if (ok) stored += 1;
          else failed += 1;
          set(index, {
            percent: 100,
            state: ok ? 'saved' : 'failed',
            error: ok ? undefined : t(`register.folder.reasons.${answer.unmatched[0]?.reason ?? 'failed'}`),
          });
        } catch (failure) {
          failed += 1;
          set(index, { percent: 0, state: 'failed', error: formatFileError(t, failure, 'notUploaded') });
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    // The drawings, their revisions and the register are stale now.
    await refreshKind(queryClient, 'drawing');
    setPhase('done');
    notify(t, {
      color: failed ? 'orange' : 'teal',
      message: [
        t('register.folder.stored', { count: stored }),
        failed ? t('register.folder.someFailed', { count: failed }) : '',
      ]
        .filter(Boolean)
        .join('. '),
    });
  };

  const onDrag = (change: number) => (event: DragEvent) => {
    event.preventDefault();
    setDepth((value) => Math.max(0, value + change));
  };

  if (rows) {
    const matched = rows.filter((row) => row.match).length;
    const unmatched = rows.length - matched;
    const busy = phase === 'uploading';
    return (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{t('register.folder.previewTitle', { count: rows.length })}</Text>
            <Text size="sm" c="dimmed">
              {t('register.folder.matched', { count: matched })}
              {unmatched ? ` · ${t('register.folder.unmatched', { count: unmatched })}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            {phase === 'done' ? (
              <Button onClick={() => setRows(null)}>{t('register.folder.done')}</Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setRows(null)} disabled={busy}>
                  {t('register.folder.cancel')}
                </Button>
                <Button onClick={() => void upload()} loading={busy} disabled={matched === 0}>
                  {t('register.folder.upload', { count: matched })}
                </Button>
              </>
            )}
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('register.folder.file')}</Table.Th>
                <Table.Th w={180}>{t('register.folder.drawing')}</Table.Th>
                <Table.Th w={260}>{t('register.folder.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const state = progress.get(index);
                return (
                  <Table.Tr key={`${row.file.name}-${index}`}>
                    <Table.Td>
                      <Text size="sm" truncate title={row.file.webkitRelativePath || row.file.name}>
                        {row.file.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.match?.drawingNumber ?? '–'}</Text>
                    </Table.Td>
                    <Table.Td>
                      {row.match ? (
                        state && state.state !== 'waiting' ? (
                          state.state === 'saved' ? (
                            <Group gap={4}>
                              <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                              <Text size="sm">{t('register.folder.saved')}</Text>
                            </Group>
                          ) : state.state === 'failed' ? (
                            <Text size="sm" c="red.8" role="alert">
                              {state.error}
                            </Text>
                          ) : (
                            <Progress
                              value={state.percent}
                              size="sm"
                              animated
                              aria-label={t('register.folder.progress', { name: row.file.name })}
                            />
                          )
                        ) : (
                          <Badge variant="dot" color="teal" tt="none">
                            {t('register.folder.newRevision', { code: row.match.revision })}
                          </Badge>
                        )
                      ) : (
                        <Badge variant="dot" color="gray" tt="none">
                          {t(`register.folder.reasons.${row.reason ?? 'noMatch'}`)}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {error}
        </Alert>
      ) : null}
      <UnstyledButton
        className={classes.dropZone}
        data-active={depth > 0 || undefined}
        data-compact
        onClick={() => folderInput.current?.click()}
        onDragEnter={onDrag(1)}
        onDragLeave={onDrag(-1)}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          setDepth(0);
          const entries = droppedEntries(event.dataTransfer);
          const plain = Array.from(event.dataTransfer.files);
          setReading(true);
          void (entries.length ? filesOfEntries(entries) : Promise.resolve(plain)).then(preview, () =>
            setReading(false),
          );
        }}
        disabled={reading}
      >
        <Group gap="md" wrap="nowrap" justify="center">
          <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
            {reading ? <Loader size={18} /> : <IconFolderUp size={22} />}
          </ThemeIcon>
          <Stack gap={2} maw={620}>
            <Text fw={600}>{reading ? t('register.folder.reading') : t('register.folder.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('register.folder.hint')}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <Group gap="xs" justify="center">
        <Button variant="subtle" size="xs" onClick={() => folderInput.current?.click()} disabled={reading}>
          {t('register.folder.chooseFolder')}
        </Button>
        <FileButton multiple onChange={(files) => void preview(files)}>
          {(props) => (
            <Button {...props} variant="subtle" size="xs" disabled={reading}>
              {t('register.folder.chooseFiles')}
            </Button>
          )}
        </FileButton>
      </Group>
      <input
        ref={(node) => {
          folderInput.current = node;
          // A folder picker: React has no prop for it.
          node?.setAttribute('webkitdirectory', '');
        }}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid="register-folder-input"
        onChange={(event) => {
          void preview(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
