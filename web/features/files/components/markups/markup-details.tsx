import { Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconSend, IconTrash, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../../common/format';
import type { Markup } from '../../../../entities/file/markup-types';
import { authorName } from './markup-list';
import type { MarkupSession } from './use-markup-session';

interface MarkupDetailsProps {
  markup: Markup;
  session: MarkupSession;
  mine: boolean;
  canDelete: boolean;
}

/** The selected markup: its text (the author writes it), publishing, resolving, deleting, and the replies. */
export function MarkupDetails({ markup, session, mine, canDelete }: MarkupDetailsProps) {
  const { t } = useTranslation('markups');
  const [text, setText] = useState(markup.text);
  const [reply, setReply] = useState('');
  // Ticked at once; the markup's answer (a new `updatedAt`) renders these details afresh.
  const [resolved, setResolved] = useState(markup.resolved);
  const changed = text.trim() !== markup.text;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="markup-details">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {t(`tools.${markup.kind}`)} · {authorName(markup.author) || t('unknownAuthor')}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(markup.createdAt)}
          </Text>
        </Group>
        {mine ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (changed) session.change(markup, { text: text.trim() });
            }}
          >
            <Stack gap={6}>
              <Textarea
                label={t('details.text')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                autosize
                minRows={2}
                maxRows={6}
                autoFocus={!markup.text}
              />
              <Group gap="xs">
                <Button type="submit" size="xs" disabled={!changed} loading={session.busy}>
                  {t('details.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : markup.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {markup.text}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {mine && markup.visibility === 'private' ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconWorld size={14} aria-hidden />}
              onClick={() =>
                session.change(markup, { visibility: 'published', ...(changed ? { text: text.trim() } : {}) })
              }
            >
              {t('details.publish')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {markup.visibility === 'private' ? t('details.privateNote') : t('details.publishedNote')}
            </Text>
          )}
          {canDelete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => session.erase(markup)}
            >
              {t('delete')}
            </Button>
          ) : null}
        </Group>
        <Checkbox
          size="sm"
          label={t('details.resolved')}
          checked={resolved}
          disabled={!markup.abilities.resolve}
          onChange={(event) => {
            setResolved(event.currentTarget.checked);
            session.change(markup, { resolved: event.currentTarget.checked });
          }}
        />
        {markup.replies.length ? (
          <Stack gap={6} aria-label={t('details.repliesTitle')} role="list">
            {markup.replies.map((item) => (
              <div key={item._id} role="listitem">
                <Text size="xs" c="dimmed">
                  {authorName(item.author) || t('unknownAuthor')} · {formatDateTime(item.createdAt)}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.text}
                </Text>
              </div>
            ))}
          </Stack>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reply.trim()) session.addReply(markup, reply.trim(), () => setReply(''));
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label={t('details.reply')}
              value={reply}
              onChange={(event) => setReply(event.currentTarget.value)}
              autosize
              minRows={1}
              maxRows={4}
            />
            <Button
              type="submit"
              size="sm"
              variant="light"
              aria-label={t('details.send')}
              disabled={!reply.trim()}
              loading={session.replying}
            >
              <IconSend size={16} aria-hidden />
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
