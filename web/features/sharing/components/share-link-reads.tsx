import { Button, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../common/format';
import { useAuditLog } from '../../../entities/audit/use-audit-log';

const SHOWN = 50;

/** How often a share link was used, and on demand which files it opened and when (from the audit log). */
export function ShareLinkReads({ linkId, uses }: { linkId: string; uses: number }) {
  const { t } = useTranslation('audit');
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          aria-label={t('shareLinkReads.show', { count: uses })}
        >
          {uses}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>{opened ? <Reads linkId={linkId} /> : null}</Popover.Dropdown>
    </Popover>
  );
}

function Reads({ linkId }: { linkId: string }) {
  const { t } = useTranslation('audit');
  const reads = useAuditLog({ shareLink: linkId, action: 'read' }, 1, SHOWN);
  if (reads.isPending) return <Loader size="sm" aria-label={t('shareLinkReads.loading')} />;
  const rows = reads.data?.result ?? [];
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t('shareLinkReads.title')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shareLinkReads.none')}
        </Text>
      ) : (
        rows.map((event) => (
          <Stack key={event._id} gap={0}>
            <Text size="sm" lineClamp={1}>
              {event.entityName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at)}
            </Text>
          </Stack>
        ))
      )}
      <Text size="xs" c="dimmed">
        {t('shareLinkReads.hourly')}
      </Text>
    </Stack>
  );
}
