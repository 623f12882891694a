import { ActionIcon } from '@mantine/core';
import { DeferredTooltip } from '../../../../components/deferred-tooltip';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatApiError } from '../../../../lib/error-message';
import { useCurrentUser } from '../../../../entities/session';
import { useToggleBookmark } from '../../../../entities/user';
import { fileKeys } from '../../../../entities/file/keys';
import { notify } from '../../../../lib/notify';

interface BookmarkStarProps {
  fileId: string;
  fileName: string;
  bookmarked: boolean;
}

/** A star that bookmarks a file; it changes at once and turns back if the server refuses. */
export function BookmarkStar({ fileId, fileName, bookmarked }: BookmarkStarProps) {
  const { t } = useTranslation('files');
  const { data: user } = useCurrentUser();
  const toggle = useToggleBookmark(user?._id ?? '', 'files', fileKeys.all);
  return (
    <DeferredTooltip label={bookmarked ? t('bookmark.removeShort') : t('bookmark.addShort')} withArrow>
      <ActionIcon
        variant="subtle"
        color={bookmarked ? 'yellow' : 'gray'}
        aria-label={bookmarked ? t('bookmark.remove', { name: fileName }) : t('bookmark.add', { name: fileName })}
        aria-pressed={bookmarked}
        disabled={!user}
        onClick={() =>
          toggle.mutate(
            { id: fileId, bookmarked: !bookmarked },
            {
              onError: (error) =>
                notify(t, {
                  color: 'red',
                  title: t('bookmark.failed'),
                  message: formatApiError(t, error, 'unknownError'),
                }),
            },
          )
        }
      >
        {bookmarked ? (
          <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar size={18} aria-hidden />
        )}
      </ActionIcon>
    </DeferredTooltip>
  );
}
