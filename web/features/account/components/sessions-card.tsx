import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../../common/api/account-security';
import { formatDateTime } from '../../../../common/format';
import { formatApiError } from '../../../lib/error-message';
import { deviceName } from '../../../lib/device-name';
import { placeName } from '../../../lib/place-name';
import { notify } from '../../../lib/notify';
import { useEndSession, useSessions } from '../api/use-sessions';

type Ending = { kind: 'one'; session: Session } | { kind: 'others' } | null;

function SessionRow({ session, onEnd }: { session: Session; onEnd: () => void }) {
  const { t, i18n } = useTranslation('account');
  const device = deviceName(session.userAgent);
  const place = placeName(session.place, i18n.resolvedLanguage ?? 'sv', t('security.sessions.localNetwork'));
  const Icon = device.mobile ? IconDeviceMobile : IconDeviceDesktop;
  const name = [device.browser, device.system].filter(Boolean).join(' · ') || t('security.sessions.unknownDevice');
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" py="sm" data-session={session._id}>
      <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
        <Icon size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {name}
            </Text>
            {session.current ? (
              <Badge variant="filled" color="teal.9" size="sm">
                {t('security.sessions.current')}
              </Badge>
            ) : null}
          </Group>
          {place ? (
            <Text size="xs" data-testid="session-place">
              {place}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('security.sessions.details', {
              ip: session.ip || '–',
              created: formatDateTime(session.createdAt),
              used: formatDateTime(session.lastUsedAt),
            })}
          </Text>
        </Stack>
      </Group>
      {session.current ? null : (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          onClick={onEnd}
          aria-label={t('security.sessions.endNamed', { name })}
        >
          {t('security.sessions.end')}
        </Button>
      )}
    </Group>
  );
}

/** The person's sessions: device, place, address, created, last used; end any other one, or all the others. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const end = useEndSession();
  const [ending, setEnding] = useState<Ending>(null);
  const list = sessions.data?.result ?? [];
  const others = list.filter((s) => !s.current).length;
  const confirm = () => {
    if (!ending) return;
    end.mutate(ending.kind === 'one' ? ending.session._id : 'others', {
      onSuccess: () => {
        notify(t, {
          color: 'teal',
          message: t(ending.kind === 'one' ? 'security.sessions.ended' : 'security.sessions.othersEnded'),
        });
        setEnding(null);
      },
      onError: (error) => notify(t, { color: 'red', message: formatApiError(t, error, 'unknownError') }),
    });
  };
  return (
    <Card p="xl" aria-labelledby="sessions-title" component="section">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Stack gap={4}>
          <Title order={2} size="h4" id="sessions-title">
            {t('security.sessions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('security.sessions.text')}
          </Text>
        </Stack>
        {others > 0 ? (
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => setEnding({ kind: 'others' })}
          >
            {t('security.sessions.endOthers')}
          </Button>
        ) : null}
      </Group>
      {sessions.isPending ? <Loader size="sm" aria-label={t('security.sessions.loading')} /> : null}
      {sessions.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formatApiError(t, sessions.error, 'unknownError')}
        </Alert>
      ) : null}
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('security.sessions.title')}>
        {list.map((session) => (
          <SessionRow key={session._id} session={session} onEnd={() => setEnding({ kind: 'one', session })} />
        ))}
      </Stack>
      <Modal
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={ending?.kind === 'others' ? t('security.sessions.endOthersTitle') : t('security.sessions.endTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Text size="sm">
          {ending?.kind === 'others'
            ? t('security.sessions.endOthersText', { count: others })
            : t('security.sessions.endText')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setEnding(null)} disabled={end.isPending}>
            {t('security.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={end.isPending}>
            {ending?.kind === 'others' ? t('security.sessions.endOthers') : t('security.sessions.end')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
