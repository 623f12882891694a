import { Alert, Anchor, Button, Group, List, Modal, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { Table } from '../../components/light-table';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, type ImportAnswer, type ImportType } from '../../../common/api/import';
import { fileKeys } from '../../entities/file';
import { DropZone } from '../../components/drop-zone';
import { projectKeys } from '../../entities/project';
import { importErrorMessage } from './import-error';
import { downloadText, IMPORT_EXAMPLES, TEMPLATE_FILE_NAMES, templateCsv } from './import-kinds';
import { ImportResult } from './import-result';
import { xhrImportUploader, type ImportUploader } from './upload-import';

export interface ImportModalProps {
  importType: ImportType;
  opened: boolean;
  onClose: () => void;
  /** For tests; the XMLHttpRequest uploader otherwise. */
  uploader?: ImportUploader;
}

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number }
  | { name: 'processing' }
  | { name: 'failed'; message: string };

const QUERY_KEYS: Record<ImportType, readonly unknown[]> = {
  projects: projectKeys.all,
  constructionfiles: fileKeys.kind('constructionfile'),
  drawings: fileKeys.kind('drawing'),
};

function isCsv(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** Import from CSV in three steps: prepare (template and columns), upload with progress, and the report. */
export function ImportModal({ importType, opened, onClose, uploader = xhrImportUploader }: ImportModalProps) {
  const { t } = useTranslation('import');
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = phase.name === 'uploading' || phase.name === 'processing';

  useEffect(() => () => abort.current?.abort(), []);

  const reset = () => {
    setStep(0);
    setFile(null);
    setPhase({ name: 'idle' });
    setAnswer(null);
  };
  const close = () => {
    abort.current?.abort();
    onClose();
    reset();
  };

  const pick = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    if (!isCsv(chosen)) {
      setFile(null);
      setPhase({ name: 'failed', message: t('upload.notCsv') });
      return;
    }
    setFile(chosen);
    setPhase({ name: 'idle' });
  };

  const start = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ name: 'uploading', percent: 0 });
    try {
      const result = await uploader({
        file,
        importType,
        signal: controller.signal,
        onProgress: (loaded, total) =>
          setPhase({ name: 'uploading', percent: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
        onUploaded: () => setPhase({ name: 'processing' }),
      });
      if (controller.signal.aborted) return;
      if (result.imported > 0) void queryClient.invalidateQueries({ queryKey: QUERY_KEYS[importType] });
      setAnswer(result);
      setPhase({ name: 'idle' });
      setStep(2);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = importErrorMessage(t, error);
      setPhase({ name: 'failed', message });
    }
  };

  const columns = IMPORT_COLUMNS[importType];
  const title = t(`title.${importType}`);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      closeOnClickOutside={!busy}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stepper active={step} onStepClick={busy ? undefined : setStep} allowNextStepsSelect={false} size="sm">
        <Stepper.Step label={t('steps.prepare')} description={t('steps.prepareHint')}>
          <Stack gap="md" mt="md">
            <Text>{t(`prepare.intro.${importType}`)}</Text>
            <Group>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => downloadText(TEMPLATE_FILE_NAMES[importType], templateCsv(importType))}
              >
                {t('prepare.template')}
              </Button>
            </Group>
            <div>
              <Title order={3} size="h5" mb="xs">
                {t('prepare.formatsTitle')}
              </Title>
              <List size="sm" spacing={4}>
                <List.Item>{t('prepare.formatExcel')}</List.Item>
                <List.Item>{t('prepare.formatHeaders')}</List.Item>
                <List.Item>{t('prepare.formatReimport')}</List.Item>
              </List>
            </div>
            <div>
              <Title order={3} size="h5" mb="xs">
                {t('prepare.columnsTitle')}
              </Title>
              {/* Natively scrolling and focusable, so the columns can be scrolled with the keyboard on a phone. */}
              <Table.ScrollContainer
                minWidth={640}
                type="native"
                tabIndex={0}
                role="region"
                aria-label={t('prepare.columnsTitle')}
              >
                <Table striped withTableBorder aria-label={t('prepare.columnsTitle')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('prepare.column')}</Table.Th>
                      <Table.Th scope="col">{t('prepare.swedish')}</Table.Th>
                      <Table.Th scope="col">{t('prepare.required')}</Table.Th>
                      <Table.Th scope="col">{t('prepare.example')}</Table.Th>
                      <Table.Th scope="col">{t('prepare.description')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {columns.map((column) => (
                      <Table.Tr key={column.field}>
                        <Table.Td>
                          <Text component="code" ff="monospace" size="sm">
                            {column.field}
                          </Text>
                        </Table.Td>
                        <Table.Td>{column.swedish.join(', ')}</Table.Td>
                        <Table.Td>
                          {column.required
                            ? column.or
                              ? t('prepare.yesOr', { column: column.or })
                              : t('prepare.yes')
                            : t('prepare.no')}
                        </Table.Td>
                        <Table.Td>{IMPORT_EXAMPLES[importType][column.field] || '–'}</Table.Td>
                        <Table.Td>{t(`columns.${importType}.${column.field}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </div>
            <Group justify="flex-end">
              <Button onClick={() => setStep(1)}>{t('actions.next')}</Button>
            </Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label={t('steps.upload')} description={t('steps.uploadHint')}>
          <Stack gap="md" mt="md">
            <DropZone
              title={t('upload.dropTitle')}
              hint={t('upload.dropHint')}
              accept=".csv,text/csv"
              onFiles={pick}
              disabled={busy}
              compact={Boolean(file)}
            />
            {file ? (
              <Group gap="xs">
                <IconFileTypeCsv size={20} aria-hidden />
                <Text size="sm">{t('upload.selected', { name: file.name })}</Text>
              </Group>
            ) : null}
            {phase.name === 'uploading' ? (
              <Stack gap={4}>
                <Text size="sm">{t('upload.uploading', { percent: phase.percent })}</Text>
                <Progress value={phase.percent} aria-label={t('upload.progressLabel')} animated />
              </Stack>
            ) : null}
            {phase.name === 'processing' ? (
              <Stack gap={4}>
                <Text size="sm" role="status">
                  {t('upload.processing')}
                </Text>
                <Progress value={100} striped animated aria-label={t('upload.processingLabel')} />
              </Stack>
            ) : null}
            {phase.name === 'failed' ? (
              <Alert color="red" title={t('upload.failedTitle')} role="alert">
                {phase.message}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Button variant="default" onClick={() => setStep(0)} disabled={busy}>
                {t('actions.back')}
              </Button>
              <Button onClick={() => void start()} disabled={!file} loading={busy}>
                {t('upload.start')}
              </Button>
            </Group>
          </Stack>
        </Stepper.Step>

        <Stepper.Step label={t('steps.result')} description={t('steps.resultHint')}>
          <Stack gap="md" mt="md">
            {answer ? <ImportResult importType={importType} answer={answer} /> : null}
            <Group justify="space-between">
              <Anchor component="button" type="button" onClick={reset}>
                {t('actions.again')}
              </Anchor>
              <Button onClick={close}>{t('actions.done')}</Button>
            </Group>
          </Stack>
        </Stepper.Step>
      </Stepper>
    </Modal>
  );
}
