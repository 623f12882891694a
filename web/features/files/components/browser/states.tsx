import { IconFileText, IconFilterOff, IconRuler2, IconStar, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState as KitLoadErrorState } from '../../../../components/data-table';
import { ListEmptyState, NoOrganizationState as KitNoOrganizationState } from '../../../../components/list-screen';
import { formatApiError } from '../../../../lib/error-message';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';

export function NoOrganizationState() {
  const { t } = useTranslation('files');
  return (
    <KitNoOrganizationState
      title={t('list.noOrganization.title')}
      text={t('list.noOrganization.text')}
      action={t('list.noOrganization.action')}
    />
  );
}

export function LoadErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('files');
  return (
    <KitLoadErrorState
      title={t('list.loadFailed')}
      reason={formatApiError(t, error, 'unknownError')}
      onRetry={onRetry}
    />
  );
}

interface EmptyListProps {
  kind: FileKind;
  filtered: boolean;
  /** The bookmarked filter alone found nothing: none of this kind is bookmarked yet. */
  noBookmarks?: boolean;
  onClearFilters: () => void;
  /** Leaves the bookmarked filter. */
  onShowAll?: () => void;
  onUpload?: () => void;
}

/** No files at all (a way to upload some), none bookmarked (how to bookmark), or none that match (a way back). */
export function EmptyList({ kind, filtered, noBookmarks, onClearFilters, onShowAll, onUpload }: EmptyListProps) {
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  if (noBookmarks) {
    return (
      <ListEmptyState
        icon={<IconStar size={30} aria-hidden />}
        title={t(`${ns}:noBookmarks.title`)}
        text={t(`${ns}:noBookmarks.text`)}
        action={{ label: t(`${ns}:noBookmarks.showAll`), onClick: onShowAll ?? onClearFilters, variant: 'light' }}
      />
    );
  }
  const key = filtered ? 'noMatches' : 'empty';
  const KindIcon = kind === 'drawing' ? IconRuler2 : IconFileText;
  return (
    <ListEmptyState
      icon={filtered ? <IconFilterOff size={30} aria-hidden /> : <KindIcon size={30} aria-hidden />}
      title={t(`${ns}:${key}.title`)}
      text={t(`${ns}:${key}.text`)}
      action={
        filtered
          ? { label: t('files:list.clearFilters'), onClick: onClearFilters, variant: 'light' }
          : onUpload
            ? { label: t(`${ns}:upload.open`), onClick: onUpload, icon: <IconUpload size={18} aria-hidden /> }
            : null
      }
    />
  );
}
