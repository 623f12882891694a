import { Badge, Button, Card, Divider, EmptyState, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconHistory, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../../common/api/audit';
import { SECURITY_AUDIT_ACTIONS } from '../../../../common/api/values';
import { dataTableClasses, LoadErrorState, TableFooter } from '../../../components/data-table';
import { formatDate, formatDateTime } from '../../../../common/format';
import { formatApiError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { usePhoneLayout } from '../../../components/list-screen';
import { downloadAuditCsv, useAuditLog, type AuditFilters } from '../../../entities/audit/use-audit-log';
import { AuditFilterFields, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters';

const PAGE_SIZES = [25, 50, 100] as const;
/** "2026-11-24 19:36": the list date and the time of day. */
const when = (at: string) => formatDateTime(at);
const SECURITY: ReadonlySet<string> = new Set(SECURITY_AUDIT_ACTIONS);
/** Attempts and refusals: shown in a warning colour, as deletions are in red. */
const WARNINGS: ReadonlySet<string> = new Set(['auth.loginFailed', 'auth.lockout', 'auth.refused']);

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
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(PAGE_SIZES[1]);
  const [exporting, setExporting] = useState(false);
  const filters: AuditFilters = {
    ...scope,
    ...(project ? { project } : {}),
    action: (action ?? undefined) as AuditFilters['action'],
    actor: actor ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  };
  const log = useAuditLog(filters, page, size);
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
    <Card p={0}>
      <Stack p="lg" gap="md">
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
            setPage(1);
          }}
        />
      </Stack>
      <Divider />
      {log.isError ? (
        <LoadErrorState
          title={t('loadFailed')}
          reason={formatApiError(t, log.error, 'unknownError')}
          onRetry={() => void log.refetch()}
        />
      ) : rows && rows.length === 0 ? (
        <EmptyState
          variant="light"
          size="lg"
          py="xl"
          icon={<IconHistory size={30} aria-hidden />}
          title={t('empty.title')}
          description={t('empty.text')}
        />
      ) : (
        <>
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
                {rows
                  ? rows.map((event) => <AuditRow key={event._id} event={event} />)
                  : Array.from({ length: 6 }, (_, i) => (
                      <Table.Tr key={i}>
                        {Array.from({ length: 4 }, (__, j) => (
                          <Table.Td key={j}>
                            <Skeleton height={14} />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Divider />
          <TableFooter
            total={log.data?.total ?? 0}
            totalIsLowerBound={log.data?.totalIsLowerBound}
            page={page}
            size={size}
            sizes={PAGE_SIZES}
            onPage={setPage}
            onSize={(next) => {
              setSize(next);
              setPage(1);
            }}
          />
        </>
      )}
    </Card>
  );
}

function useEventTexts(event: AuditEvent) {
  const { t } = useTranslation('audit');
  const named =
    event.action === 'import'
      ? t('importedRows', { count: Number(event.entityName), type: t(`entities.${event.entityType}`) })
      : // A sign-in attempt at an e-mail with no account names no one (the typed text is not kept).
        event.entityName || (SECURITY.has(event.action) ? t('unknownAccount') : '');
  // Events counted in bulk (failed sign-ins, lockouts, refused calls) say how often in their hour.
  const what = event.count > 1 ? `${named} · ${t('times', { count: event.count })}` : named;
  return { t, what, detail: eventDetail(t, event) };
}

/** What the server kept beyond the name: a status or team role change's from and to, a share link's creator and expiry. */
function eventDetail(t: TFunction, event: AuditEvent): string | null {
  // A status code, or a team role as typed (an empty role reads as a dash).
  const status = (value: string) =>
    event.action !== 'status' ? value || '–' : t(`statuses.${value}`, { defaultValue: value });
  if (event.change) return t('detail.status', { from: status(event.change.from), to: status(event.change.to) });
  if (event.link) {
    const until = formatDate(event.link.expiresAt);
    const creator = event.link.createdBy;
    return creator
      ? t('detail.link', { name: `${creator.firstName} ${creator.lastName}`.trim(), date: until })
      : t('detail.linkNoCreator', { date: until });
  }
  return null;
}

function Detail({ text }: { text: string | null }) {
  return text ? (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  ) : null;
}

function ActionBadge({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  return (
    <Badge
      variant="light"
      tt="none"
      color={
        event.action === 'delete'
          ? 'red'
          : WARNINGS.has(event.action)
            ? 'orange'
            : event.action === 'read'
              ? 'gray'
              : 'brand'
      }
    >
      {t(`actions.${event.action}`)}
    </Badge>
  );
}

/** The client's address under the name, for sign-in events and refused calls. */
function Address({ event }: { event: AuditEvent }) {
  return event.clientAddress ? (
    <Text size="xs" c="dimmed">
      {event.clientAddress}
    </Text>
  ) : null;
}

function Who({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  if (event.actor)
    return (
      <div>
        <Text size="sm">{`${event.actor.firstName} ${event.actor.lastName}`.trim()}</Text>
        <Address event={event} />
      </div>
    );
  if (event.clientAddress)
    return (
      <div>
        <Text size="sm">{t('notSignedIn')}</Text>
        <Address event={event} />
      </div>
    );
  if (event.shareLink)
    return (
      <Group gap={4} wrap="nowrap">
        <IconLink size={14} aria-hidden />
        <Text size="sm">{t('viaShareLink')}</Text>
      </Group>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('system')}
    </Text>
  );
}

/** One event on a phone: what and who above, when and the event below. */
function AuditCard({ event }: { event: AuditEvent }) {
  const { t, what, detail } = useEventTexts(event);
  return (
    <Stack
      gap={4}
      px="lg"
      py="sm"
      className={dataTableClasses.row}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} lineClamp={1}>
          {what}
        </Text>
        <ActionBadge event={event} />
      </Group>
      <Detail text={detail} />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t(`entities.${event.entityType}`)} · {when(event.at)}
        </Text>
        <Who event={event} />
      </Group>
    </Stack>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const { t, what, detail } = useEventTexts(event);
  return (
    <Table.Tr className={dataTableClasses.row}>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {when(event.at)}
        </Text>
      </Table.Td>
      <Table.Td>
        <ActionBadge event={event} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} lineClamp={1}>
          {what}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`entities.${event.entityType}`)}
        </Text>
        <Detail text={detail} />
      </Table.Td>
      <Table.Td>
        <Who event={event} />
      </Table.Td>
    </Table.Tr>
  );
}
