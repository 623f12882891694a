import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Table } from '../../../components/light-table';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_LIST_SPEC } from '../../../../common/api/list-specs';
import { dataTableClasses, LoadErrorState } from '../../../components/data-table';
import { formatApiError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import {
  ListEmptyState,
  ListScreen,
  SkeletonRows,
  useLocalPaging,
  usePhoneLayout,
} from '../../../components/list-screen';
import { downloadAuditCsv, useAuditLog, type AuditFilters } from '../../../entities/audit/use-audit-log';
import { AuditCard, AuditRow } from './audit-event';
import { AuditFilterFields, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

interface AuditLogProps {
  /** The organization's log (organization page), the project's (project settings), or all (the superadmin). */
  scope: { organization: string } | { project: string } | Record<string, never>;
  /** The people offered in the person filter. */
  people: Array<{ _id: string; name: string }>;
  /** Offer a project filter (an organization's log): the caller's projects, narrowed as they type. */
  pickProject?: boolean;
}

/** Händelselogg: who did what and who read what, filtered, paged and exported (docs/api.md §6 "Audit log"). */
export function AuditLog({ scope, people, pickProject = false }: AuditLogProps) {
  const { t } = useTranslation('audit');
  const phone = usePhoneLayout();
  const [values, setValues] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const { action, actor, project, from, to } = values;
  const paging = useLocalPaging(AUDIT_LIST_SPEC.pageSize);
  const [exporting, setExporting] = useState(false);
  const filters: AuditFilters = {
    ...scope,
    ...(project ? { project } : {}),
    action: (action ?? undefined) as AuditFilters['action'],
    actor: actor ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  };
  const log = useAuditLog(filters, paging.page, paging.size);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      notify(t, { color: 'red', title: t('exportFailed'), message: formatApiError(t, error, 'unknownError') });
    } finally {
      setExporting(false);
    }
  };
  const rows = log.data?.result;

  return (
    <ListScreen
      toolbar={
        <>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={3} size="h4">
                {t('title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('intro')}
              </Text>
            </div>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void exportCsv()}
              loading={exporting}
            >
              {t('export')}
            </Button>
          </Group>
          <AuditFilterFields
            phone={phone}
            pickProject={pickProject}
            people={people}
            values={values}
            onChange={(change) => {
              setValues((current) => ({ ...current, ...change }));
              paging.restart();
            }}
          />
        </>
      }
      failed={
        log.isError ? (
          <LoadErrorState
            title={t('loadFailed')}
            reason={formatApiError(t, log.error, 'unknownError')}
            onRetry={() => void log.refetch()}
          />
        ) : null
      }
      empty={
        rows && rows.length === 0 ? (
          <ListEmptyState
            py="xl"
            icon={<IconHistory size={30} aria-hidden />}
            title={t('empty.title')}
            text={t('empty.text')}
          />
        ) : null
      }
      paging={{
        ...paging,
        total: log.data?.total ?? 0,
        totalIsLowerBound: log.data?.totalIsLowerBound,
        sizes: AUDIT_LIST_SPEC.pageSizes,
      }}
    >
      <Stack gap={0} hiddenFrom="sm">
        {(rows ?? []).map((event) => (
          <AuditCard key={event._id} event={event} />
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={720} visibleFrom="sm">
        <Table
          verticalSpacing="sm"
          horizontalSpacing="lg"
          className={log.isPlaceholderData && log.isFetching ? dataTableClasses.stale : undefined}
        >
          <Table.Thead className={dataTableClasses.head}>
            <Table.Tr>
              <Table.Th w={180}>{t('columns.at')}</Table.Th>
              <Table.Th w={190}>{t('columns.action')}</Table.Th>
              <Table.Th>{t('columns.what')}</Table.Th>
              <Table.Th w={220}>{t('columns.who')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows ? (
              rows.map((event) => <AuditRow key={event._id} event={event} />)
            ) : (
              <SkeletonRows count={6} columns={4} height={14} perColumn />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ListScreen>
  );
}
