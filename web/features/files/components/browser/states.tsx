import { Button, EmptyState } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconFileText,
  IconFilterOff,
  IconRuler2,
  IconStar,
  IconUpload,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState as KitLoadErrorState } from '../../../../components/data-table';
import { Link } from 'react-router';
import { formatApiError } from '../../../../lib/error-message';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';

export function NoOrganizationState() {
  const { t } = useTranslation('files');
  return (
    <EmptyState
      variant="light"
      size="lg"
      py="xl"
      icon={<IconBuildingCommunity size={30} aria-hidden />}
      title={t('list.noOrganization.title')}
      description={t('list.noOrganization.text')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/my-organization">
          {t('list.noOrganization.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
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
      <EmptyState
        variant="light"
        size="lg"
        py={48}
        icon={<IconStar size={30} aria-hidden />}
        title={t(`${ns}:noBookmarks.title`)}
        description={t(`${ns}:noBookmarks.text`)}
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onShowAll ?? onClearFilters}>
            {t(`${ns}:noBookmarks.showAll`)}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const key = filtered ? 'noMatches' : 'empty';
  const KindIcon = kind === 'drawing' ? IconRuler2 : IconFileText;
  return (
    <EmptyState
      variant="light"
      size="lg"
      py={48}
      icon={filtered ? <IconFilterOff size={30} aria-hidden /> : <KindIcon size={30} aria-hidden />}
      title={t(`${ns}:${key}.title`)}
      description={t(`${ns}:${key}.text`)}
    >
      <EmptyState.Actions>
        {filtered ? (
          <Button variant="light" onClick={onClearFilters}>
            {t('files:list.clearFilters')}
          </Button>
        ) : onUpload ? (
          <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={onUpload}>
            {t(`${ns}:upload.open`)}
          </Button>
        ) : null}
      </EmptyState.Actions>
    </EmptyState>
  );
}
