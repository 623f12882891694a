import { IconFilterOff, IconFolderPlus, IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState as KitLoadErrorState } from '../../../../components/data-table';
import { ListEmptyState, NoOrganizationState as KitNoOrganizationState } from '../../../../components/list-screen';
import { formatProjectError, projectMessage } from '../../../../entities/project/errors';
import { ERROR_CODES } from '../../../../../common/api/error-code-names';
import { hasErrorCode } from '../../../../lib/error-message';

/** A caller outside every organization gets 403 "User is not a member of any organization.". */
export function isNoOrganization(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.notOrgMember);
}

export function NoOrganizationState() {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <KitNoOrganizationState
      title={t('database.noOrganization.title')}
      text={t('database.noOrganization.text')}
      action={t('database.noOrganization.action')}
    />
  );
}

export function LoadErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <KitLoadErrorState
      title={projectMessage(t, 'fetchFailed')}
      reason={formatProjectError(t, error, 'fetchFailed')}
      onRetry={onRetry}
    />
  );
}

interface EmptyListProps {
  filtered: boolean;
  onClearFilters: () => void;
  onCreate?: () => void;
}

/** No projects at all (a way to create one), or none that match (a way back). */
export function EmptyList({ filtered, onClearFilters, onCreate }: EmptyListProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const key = filtered ? 'noMatches' : 'empty';
  return (
    <ListEmptyState
      icon={filtered ? <IconFilterOff size={30} aria-hidden /> : <IconFolders size={30} aria-hidden />}
      title={t(`database.${key}.title`)}
      text={t(`database.${key}.text`)}
      action={
        filtered
          ? { label: t('database.clearFilters'), onClick: onClearFilters, variant: 'light' }
          : onCreate
            ? { label: t('database.empty.create'), onClick: onCreate, icon: <IconFolderPlus size={18} aria-hidden /> }
            : null
      }
    />
  );
}
