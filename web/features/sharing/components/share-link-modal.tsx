import dayjs from 'dayjs';
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
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../common/format';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { translateError } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useCreateShareLink, useRevokeShareLink, useShareLinks, type ShareLink } from '../api/sharing';
import { DateField } from '../../../components/date-field';
import { ShareLinkReads } from '../../audit';

interface ShareLinkModalProps {
  projectId: string;
  /** Whether the caller may read the audit log: then each link shows which files it opened. */
  canReadLog?: boolean;
  opened: boolean;
  onClose: () => void;
}

const STATUS_COLOR = { active: 'green', expired: 'orange', revoked: 'red' } as const;

/** Dates are sv-SE in every language (SPEC.md point 1), times too: "2026 nov. 22 18:42". */
function dateTime(value: string | null): string {
  if (!value) return '';
  const time = new Date(value).toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit' });
  return `${formatDate(value)} ${time}`;
}

/** The end of the chosen day in local time, as the server's ISO datetime. */
function endOfDay(date: string): string | null {
  if (!date) return null;
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
}

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
  const [expiry, setExpiry] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // Read when opened, so the uses and last use are those of now, not of when the page loaded.
  const links = useShareLinks(projectId, opened);
  const create = useCreateShareLink(projectId);
  const revoke = useRevokeShareLink(projectId);
  // The local calendar day (not UTC's), as the picker's YYYY-MM-DD.
  const today = dayjs().format('YYYY-MM-DD');

  const submit = () => {
    create.mutate(endOfDay(expiry), {
      onSuccess: (answer) => {
        setCreated(`${window.location.origin}${answer.url}`);
        setExpiry('');
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
        <Group align="flex-end" wrap="wrap">
          <DateField
            label={t('modal.expiry')}
            description={t('modal.expiryHint')}
            placeholder={t('modal.expiryPlaceholder')}
            value={expiry || null}
            minDate={today}
            clearable
            onChange={(value) => setExpiry(value ?? '')}
            style={{ flex: '1 1 220px' }}
          />
          <Button leftSection={<IconLink size={16} aria-hidden />} onClick={submit} loading={create.isPending}>
            {t('modal.create')}
          </Button>
        </Group>
        {created && (
          <Alert color="blue" title={t('modal.newLink')}>
            <Stack gap="xs">
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  readOnly
                  value={created}
                  aria-label={t('modal.newLink')}
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={created}>
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
                        <Badge variant="light" color={STATUS_COLOR[link.status]}>
                          {t(`modal.status.${link.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {link.status === 'active' &&
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
