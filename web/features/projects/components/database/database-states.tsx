import { Button, EmptyState } from '@mantine/core';
import { IconBuildingCommunity, IconFilterOff, IconFolderPlus, IconFolders } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState as KitLoadErrorState } from '../../../../components/data-table';
import { Link } from 'react-router';
import { formatProjectError, projectMessage } from '../../../../entities/project/errors';
import { ERROR_CODES } from '../../../../../common/api/error-codes';
import { hasErrorCode } from '../../../../lib/error-message';

/** A caller outside every organization gets 403 "User is not a member of any organization.". */
export function isNoOrganization(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.notOrgMember);
}

export function NoOrganizationState() {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  return (
    <EmptyState
      variant="light"
      size="lg"
      py="xl"
      icon={<IconBuildingCommunity size={30} aria-hidden />}
      title={t('database.noOrganization.title')}
      description={t('database.noOrganization.text')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/my-organization">
          {t('database.noOrganization.action')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
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
    <EmptyState
      variant="light"
      size="lg"
      py={48}
      icon={filtered ? <IconFilterOff size={30} aria-hidden /> : <IconFolders size={30} aria-hidden />}
      title={t(`database.${key}.title`)}
      description={t(`database.${key}.text`)}
    >
      <EmptyState.Actions>
        {filtered ? (
          <Button variant="light" onClick={onClearFilters}>
            {t('database.clearFilters')}
          </Button>
        ) : onCreate ? (
          <Button leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={onCreate}>
            {t('database.empty.create')}
          </Button>
        ) : null}
      </EmptyState.Actions>
    </EmptyState>
  );
}
