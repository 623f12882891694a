import {
  ActionIcon,
  Alert,
  Badge,
  CopyButton,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { Table } from '../../../components/light-table';
import { IconCheck, IconCopy, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../common/format';
import { useLongDate } from '../../../lib/dates';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { translateError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useCreateShareLink, useRevokeShareLink, useShareLinks, type ShareLink } from '../api/sharing';
import { ShareLinkReads } from './share-link-reads';
import { DEFAULT_EXPIRY, ShareLinkExpiry, endOfDay, expiryDay, type ExpiryValue } from './share-link-expiry';

interface ShareLinkModalProps {
  projectId: string;
  /** Whether the caller may read the audit log: then each link shows which files it opened. */
  canReadLog?: boolean;
  opened: boolean;
  onClose: () => void;
}

const STATUS_COLOR = { active: 'green', expired: 'orange', revoked: 'red', orphaned: 'gray' } as const;
/** Links that still answer, or would again (an orphaned one, should its creator regain the right): revocable. */
const REVOCABLE: ReadonlySet<ShareLink['status']> = new Set(['active', 'orphaned']);

/** The links' table: the list date and the time of day, "2026-11-22 18:42" (common/format.ts). */
const dateTime = (value: string | null): string => formatDateTime(value);

function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('errors:sharing.network');
    const known = translateError(t, error);
    if (known) return known;
  }
  return t('errors:sharing.notCreated');
}

/** Create a public read-only link to the project's files, copy it, and see or revoke the existing ones. */
export function ShareLinkModal({ projectId, opened, onClose, canReadLog = false }: ShareLinkModalProps) {
  const { t } = useTranslation(['sharing', 'common']);
  const longDate = useLongDate();
  const [expiry, setExpiry] = useState<ExpiryValue>(DEFAULT_EXPIRY);
  const [created, setCreated] = useState<{ url: string; expiresAt: string | null } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // Read when opened, so the uses and last use are those of now, not of when the page loaded.
  const links = useShareLinks(projectId, opened);
  const create = useCreateShareLink(projectId);
  const revoke = useRevokeShareLink(projectId);
  const lastDay = expiryDay(expiry);

  const submit = () => {
    if (!lastDay) return;
    create.mutate(endOfDay(lastDay), {
      onSuccess: (answer) => {
        setCreated({ url: `${window.location.origin}${answer.url}`, expiresAt: answer.link.expiresAt });
        setExpiry(DEFAULT_EXPIRY);
        notify(t, { color: 'green', title: t('modal.createdTitle'), message: t('modal.createdText') });
      },
      onError: (error) => notify(t, { color: 'red', title: t('modal.createFailed'), message: errorText(t, error) }),
    });
  };

  const doRevoke = (link: ShareLink) => {
    revoke.mutate(link._id, {
      onSuccess: () => {
        setConfirming(null);
        notify(t, { color: 'green', title: t('modal.revokedTitle'), message: t('modal.revokedText') });
      },
      onError: () => notify(t, { color: 'red', title: t('modal.revokeFailed'), message: t('modal.tryAgain') }),
    });
  };

  const close = () => {
    setCreated(null);
    setConfirming(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="xl"
      title={<Text fw={600}>{t('modal.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('modal.intro')}
        </Text>
        <Group align="flex-end" justify="space-between" wrap="wrap">
          <ShareLinkExpiry value={expiry} onChange={setExpiry} />
          <Button
            leftSection={<IconLink size={16} aria-hidden />}
            onClick={submit}
            loading={create.isPending}
            disabled={!lastDay}
          >
            {t('modal.create')}
          </Button>
        </Group>
        {created && (
          <Alert color="blue" title={t('modal.newLink')}>
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  readOnly
                  value={created.url}
                  aria-label={t('modal.newLink')}
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={created.url}>
                  {({ copied, copy }) => (
                    <Button
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'teal' : 'blue'}
                      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      onClick={copy}
                    >
                      {copied ? t('modal.copied') : t('modal.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              {created.expiresAt ? (
                <Text size="sm">{t('modal.endsOn', { date: longDate(created.expiresAt) })}</Text>
              ) : null}
              <Text size="sm">{t('modal.onlyNow')}</Text>
            </Stack>
          </Alert>
        )}
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('modal.existing')}
          </Title>
          {links.isPending ? (
            <Loader size="sm" aria-label={t('modal.loading')} />
          ) : links.isError ? (
            <Text size="sm" c="red">
              {t('modal.loadFailed')}
            </Text>
          ) : links.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('modal.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('modal.cols.created')}</Table.Th>
                    <Table.Th>{t('modal.cols.createdBy')}</Table.Th>
                    <Table.Th>{t('modal.cols.expires')}</Table.Th>
                    <Table.Th>{t('modal.cols.lastUsed')}</Table.Th>
                    <Table.Th>{t('modal.cols.uses')}</Table.Th>
                    <Table.Th>{t('modal.cols.status')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('modal.cols.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {links.data.map((link) => (
                    <Table.Tr key={link._id}>
                      <Table.Td>{dateTime(link.createdAt)}</Table.Td>
                      <Table.Td>
                        {link.createdBy ? `${link.createdBy.firstName} ${link.createdBy.lastName}` : '–'}
                      </Table.Td>
                      <Table.Td>{link.expiresAt ? dateTime(link.expiresAt) : t('modal.never')}</Table.Td>
                      <Table.Td>{link.lastUsedAt ? dateTime(link.lastUsedAt) : t('modal.notUsed')}</Table.Td>
                      <Table.Td>
                        {canReadLog && link.useCount > 0 ? (
                          <ShareLinkReads linkId={link._id} uses={link.useCount} />
                        ) : (
                          link.useCount
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_COLOR[link.status]} miw="max-content">
                          {t(`modal.status.${link.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {REVOCABLE.has(link.status) &&
                          (confirming === link._id ? (
                            <Group gap={4} wrap="nowrap">
                              <Button size="xs" color="red" loading={revoke.isPending} onClick={() => doRevoke(link)}>
                                {t('modal.confirmRevoke')}
                              </Button>
                              <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                                {t('modal.cancel')}
                              </Button>
                            </Group>
                          ) : (
                            <Tooltip label={t('modal.revoke')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('modal.revoke')}
                                onClick={() => setConfirming(link._id)}
                              >
                                <IconTrash size={16} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          ))}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Stack>
    </Modal>
  );
}
