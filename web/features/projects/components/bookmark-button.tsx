import { ActionIcon } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../../lib/error-message';
import { useCurrentUser } from '../../../entities/session';
import { useToggleBookmark } from '../../../entities/user';
import { projectKeys } from '../../../entities/project/keys';
import { notify } from '../../../lib/notify';

interface BookmarkButtonProps {
  projectId: string;
  projectName: string;
  bookmarked: boolean;
  size?: 'md' | 'lg';
}

/** A star that follows or unfollows a project; it changes at once and turns back if the server refuses. */
export function BookmarkButton({ projectId, projectName, bookmarked, size = 'md' }: BookmarkButtonProps) {
  const { t } = useTranslation('projects');
  const { data: user } = useCurrentUser();
  const toggle = useToggleBookmark(user?._id ?? '', 'projects', projectKeys.all);
  const label = bookmarked ? t('bookmark.remove', { name: projectName }) : t('bookmark.add', { name: projectName });
  return (
    <DeferredTooltip label={bookmarked ? t('bookmark.removeShort') : t('bookmark.addShort')} withArrow>
      <ActionIcon
        variant="subtle"
        color={bookmarked ? 'yellow' : 'gray'}
        size={size}
        aria-label={label}
        aria-pressed={bookmarked}
        disabled={!user}
        onClick={(event) => {
          event.stopPropagation();
          toggle.mutate(
            { id: projectId, bookmarked: !bookmarked },
            {
              onError: (error) =>
                notify(t, {
                  color: 'red',
                  title: t('bookmark.failed'),
                  message: formatApiError(t, error, 'unknownError'),
                }),
            },
          );
        }}
      >
        {bookmarked ? (
          <IconStarFilled size={size === 'lg' ? 22 : 18} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar size={size === 'lg' ? 22 : 18} aria-hidden />
        )}
      </ActionIcon>
    </DeferredTooltip>
  );
}
