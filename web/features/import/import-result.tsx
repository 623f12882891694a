import { Accordion, Alert, Badge, Button, Group, SimpleGrid, Paper, Stack, Text } from '@mantine/core';
import { Table } from '../../components/light-table';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportAnswer, ImportType } from '../../../common/api/import';
import {
  columnText,
  downloadText,
  reasonText,
  REPORT_GROUPS,
  reportCsv,
  truncatedGroups,
  type ReportLabels,
} from './import-kinds';

const count = new Intl.NumberFormat('sv-SE');

const REPORT_FILE_NAMES: Record<ImportType, string> = {
  projects: 'byggarkiv-import-projekt-rapport.csv',
  constructionfiles: 'byggarkiv-import-byggfiler-rapport.csv',
  drawings: 'byggarkiv-import-ritningar-rapport.csv',
};

interface ImportResultProps {
  importType: ImportType;
  answer: ImportAnswer;
  /** For tests; saving a file through `<a download>` otherwise. */
  download?: (fileName: string, text: string) => void;
}

/** The import's outcome: counts, the server's message translated, and the rejected rows under three headings. */
export function ImportResult({ importType, answer, download = downloadText }: ImportResultProps) {
  const { t } = useTranslation('import');
  const message = t(`messages.${importType}.${answer.outcome}`);
  const rejected = REPORT_GROUPS.reduce((sum, group) => sum + answer[group].length, 0);
  const truncated = truncatedGroups(answer);
  const groups = {
    validationErrors: t('result.validationErrors'),
    writeErrors: t('result.writeErrors'),
    organizationErrors: t('result.organizationErrors'),
  };
  const truncatedText = (shown: number, total: number) =>
    t('result.truncated', { shown: count.format(shown), total: count.format(total) });
  const labels: ReportLabels = {
    summary: [
      [message],
      [t('result.imported'), String(answer.imported)],
      [t('result.skipped'), String(answer.skipped)],
      [t('result.failed'), String(answer.failed)],
      ...truncated.map(({ group, shown, total }) => [groups[group], truncatedText(shown, total)]),
    ],
    heading: t('result.heading'),
    row: t('result.row'),
    column: t('result.column'),
    reason: t('result.reason'),
    groups,
    columnOf: (error) => columnText(t, importType, answer, error),
    reasonOf: (error) => reasonText(t, error),
  };
  // A repeat of an earlier import writes nothing and fails nothing: "No projects imported" is true, not an error.
  const allSkipped = answer.imported === 0 && answer.failed === 0 && answer.skipped > 0;
  const color =
    answer.failed === 0 && answer.imported > 0
      ? 'green'
      : allSkipped
        ? 'blue'
        : answer.imported + answer.skipped > 0
          ? 'yellow'
          : 'red';

  return (
    <Stack gap="md">
      <Alert color={color} title={message} role="status">
        {t('result.summary', { imported: answer.imported, skipped: answer.skipped, failed: answer.failed })}
        {allSkipped ? (
          <Text size="sm" mt={4}>
            {t('result.allSkipped')}
          </Text>
        ) : null}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {(['imported', 'skipped', 'failed'] as const).map((count) => (
          <Paper key={count} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t(`result.${count}`)}
            </Text>
            <Text size="xl" fw={700} data-testid={`import-${count}`}>
              {answer[count]}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {rejected > 0 ? (
        <>
          <Accordion multiple variant="separated" defaultValue={REPORT_GROUPS.filter((group) => answer[group].length)}>
            {REPORT_GROUPS.map((group) => (
              <Accordion.Item key={group} value={group}>
                <Accordion.Control>
                  <Group gap="xs">
                    <Text fw={600}>{labels.groups[group]}</Text>
                    <Badge variant="light" color={answer.errorCounts[group] ? 'red' : 'gray'}>
                      {count.format(answer.errorCounts[group])}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {answer[group].length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('result.none')}
                    </Text>
                  ) : (
                    <>
                      {answer.errorCounts[group] > answer[group].length ? (
                        <Text size="sm" c="dimmed" mb="xs">
                          {truncatedText(answer[group].length, answer.errorCounts[group])}
                        </Text>
                      ) : null}
                      <Table.ScrollContainer
                        minWidth={420}
                        type="native"
                        tabIndex={0}
                        role="region"
                        aria-label={labels.groups[group]}
                      >
                        <Table striped aria-label={labels.groups[group]}>
                          <Table.Thead>
                            <Table.Tr>
                              <Table.Th scope="col">{labels.row}</Table.Th>
                              <Table.Th scope="col">{labels.column}</Table.Th>
                              <Table.Th scope="col">{labels.reason}</Table.Th>
                            </Table.Tr>
                          </Table.Thead>
                          <Table.Tbody>
                            {answer[group].map((error, index) => (
                              <Table.Tr key={`${error.row}-${error.field ?? ''}-${index}`}>
                                <Table.Td>{error.row}</Table.Td>
                                <Table.Td>{labels.columnOf(error) || '–'}</Table.Td>
                                <Table.Td>{labels.reasonOf(error)}</Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                      </Table.ScrollContainer>
                    </>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => download(REPORT_FILE_NAMES[importType], reportCsv(answer, labels))}
            >
              {t('result.download')}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
