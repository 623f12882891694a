import { Button, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import { FileFilterSelects } from './file-filters';
import { SearchBox } from '../../../../components/data-table';
import { hasFilters, type BrowserState } from './use-browser-state';
import { ListFilters, SortSelect, type SortField } from '../../../../components/list-screen';

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

/**
 * The columns a phone's card list sorts by: those the table's headers sort (file-table.tsx), but the status,
 * whose order (by its code) no "A–Ö" would describe.
 */
function sortFields(kind: FileKind, t: TFunction): SortField[] {
  const ns = KINDS[kind].ns;
  return [
    { field: 'name', label: t('files:fields.name'), kind: 'text' },
    { field: KINDS[kind].typeField, label: t(`${ns}:typeLabel`), kind: 'text' },
    ...(kind === 'drawing'
      ? [{ field: 'projectName', label: t('files:fields.project'), kind: 'text' } as const]
      : [{ field: 'year', label: t('files:fields.year'), kind: 'number' } as const]),
    { field: 'createdAt', label: t('files:fields.createdAt'), kind: 'date' },
  ];
}

/** Search, the filters (bookmarked only among them), a phone's sort and the upload button above a list. */
export function FileToolbar(props: FileToolbarProps) {
  const { kind, state, onChange, onUpload } = props;
  const { t } = useTranslation(['files', KINDS[kind].ns]);
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
        <ListFilters
          phone={props.phone}
          active={chosenFilters(state)}
          bookmarked={{
            checked: state.bookmarked,
            onChange: (bookmarked) => onChange({ bookmarked }),
            label: t('files:list.bookmarkedOnly'),
          }}
          clear={{ shown: hasFilters(state), onClear: props.onClearFilters, label: t('files:list.clearFilters') }}
          phoneSort={
            <SortSelect value={state.sort} onChange={(sort) => onChange({ sort })} fields={sortFields(kind, t)} />
          }
        >
          <FileFilterSelects
            kind={kind}
            state={state}
            onChange={onChange}
            projectFilter={props.projectFilter}
            allOrganizations={props.allOrganizations}
          />
        </ListFilters>
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
