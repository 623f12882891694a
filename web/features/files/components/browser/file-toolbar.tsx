import { Button, Group, Stack } from '@mantine/core';
import { FilterChip } from '../../../../components/filter-chip';
import { IconFilterOff, IconStar, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KINDS, type FileKind } from '../../kinds';
import { FileFilterSelects } from './file-filters';
import { SearchBox } from '../../../../components/data-table';
import { hasFilters, type BrowserState } from './use-browser-state';
import { FiltersToggle } from '../../../../components/list-screen';

interface FileToolbarProps {
  kind: FileKind;
  state: BrowserState;
  onChange: (change: Partial<BrowserState>, options?: { replace?: boolean }) => void;
  onClearFilters: () => void;
  projectFilter: string | undefined;
  /** Sees every organization's files (the superadmin). */
  allOrganizations: boolean;
  onUpload?: () => void;
  /** Room for more actions beside the upload button (e.g. a CSV import). */
  actions?: ReactNode;
  /** On a phone the filters wait behind one button. */
  phone: boolean;
}

/** How many filters are chosen (the search box is not one: it stays in view). */
function chosenFilters(state: BrowserState): number {
  const chosen = [state.type, state.status, state.projectType, state.project, state.projectName, state.organization];
  return chosen.filter(Boolean).length + (state.bookmarked ? 1 : 0);
}

/** Search, the filters (bookmarked only among them) and the upload button above a list. */
export function FileToolbar(props: FileToolbarProps) {
  const { kind, state, onChange, onUpload } = props;
  const { t } = useTranslation(['files', 'drawings']);
  const ns = KINDS[kind].ns;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Stack gap="sm" role="search" aria-label={t(`${ns}:filtersLabel`)} flex={1} miw={260}>
        <SearchBox
          value={state.search}
          onChange={(search) => onChange({ search }, { replace: true })}
          label={t(`${ns}:search`)}
          placeholder={t(`${ns}:searchPlaceholder`)}
        />
        <FiltersToggle phone={props.phone} active={chosenFilters(state)}>
          <Group gap="sm" wrap="wrap">
            <FileFilterSelects
              kind={kind}
              state={state}
              onChange={onChange}
              projectFilter={props.projectFilter}
              allOrganizations={props.allOrganizations}
            />
            <FilterChip
              checked={state.bookmarked}
              onChange={(bookmarked) => onChange({ bookmarked })}
              icon={<IconStar size={14} aria-hidden />}
            >
              {t('files:list.bookmarkedOnly')}
            </FilterChip>
            {hasFilters(state) ? (
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={16} aria-hidden />}
                onClick={props.onClearFilters}
              >
                {t('files:list.clearFilters')}
              </Button>
            ) : null}
          </Group>
        </FiltersToggle>
      </Stack>
      {props.actions}
      {onUpload ? (
        <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={onUpload}>
          {t('files:upload.button')}
        </Button>
      ) : null}
    </Group>
  );
}
