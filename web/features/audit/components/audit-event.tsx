/** One audit event as the log shows it: a table row on wider screens, a card on a phone. */
import { Badge, Group, Stack, Text } from '@mantine/core';
import { Table } from '../../../components/light-table';
import { IconLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../../../common/api/audit';
import { SECURITY_AUDIT_ACTIONS } from '../../../../common/api/values';
import { formatDate, formatDateTime } from '../../../../common/format';
import { dataTableClasses } from '../../../components/data-table';

/** "2026-11-24 19:36": the list date and the time of day. */
const when = (at: string) => formatDateTime(at);
const SECURITY: ReadonlySet<string> = new Set(SECURITY_AUDIT_ACTIONS);
/** Attempts and refusals: shown in a warning colour, as deletions are in red. */
const WARNINGS: ReadonlySet<string> = new Set(['auth.loginFailed', 'auth.lockout', 'auth.refused']);

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
export function AuditCard({ event }: { event: AuditEvent }) {
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

export function AuditRow({ event }: { event: AuditEvent }) {
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
