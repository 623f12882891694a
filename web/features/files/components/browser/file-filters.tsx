import { DeferredSelect } from '../../../../components/deferred-select';
import { useTranslation } from 'react-i18next';
import type { FileFilters } from '../../api/file-filter';
import { useDistinct } from '../../api/use-file-list';
import { useOrganizationNames } from '../../../../entities/file/use-lookups';
import { KINDS, type FileKind } from '../../../../entities/file/kinds';
import { ProjectSelect } from '../project-select';
import { statusOptions } from '../status/status-options';

interface FileFiltersProps {
  kind: FileKind;
  state: FileFilters;
  onChange: (change: Partial<FileFilters>) => void;
  /** Set inside a project: the filters then only offer that project's values. */
  projectFilter: string | undefined;
  /** Sees every organization's files (the superadmin); others see their own plus public ones. */
  allOrganizations: boolean;
}

const WIDTH = { base: '100%', xs: 210 };

/** The select filters above a list, offered from the distinct values of what the caller sees. */
export function FileFilterSelects({ kind, state, onChange, projectFilter, allOrganizations }: FileFiltersProps) {
  const { t } = useTranslation(['files', KINDS[kind].ns]);
  const config = KINDS[kind];
  const inProject = projectFilter !== undefined;
  const types = useDistinct(kind, config.typeField, projectFilter);
  const projectTypes = useDistinct(kind, 'projectType', undefined, kind === 'constructionfile' && !inProject);
  const projectNames = useDistinct(kind, 'projectName', undefined, kind === 'drawing' && !inProject);
  const organizations = useDistinct(kind, 'organization', undefined, !inProject);
  const organizationIds = organizations.data ?? [];
  const showOrganizations = !inProject && (allOrganizations || organizationIds.length > 1);
  const organizationNames = useOrganizationNames(showOrganizations ? organizationIds : []);

  return (
    <>
      <DeferredSelect
        aria-label={t(`${config.ns}:typeLabel`)}
        placeholder={t(`${config.ns}:allTypes`)}
        data={types.data ?? []}
        value={state.type}
        onChange={(type) => onChange({ type })}
        searchable
        clearable
        limit={200}
        w={WIDTH}
      />
      <DeferredSelect
        aria-label={t('files:status.label')}
        placeholder={t('files:status.all')}
        data={statusOptions(t)}
        value={state.status}
        onChange={(status) => onChange({ status })}
        clearable
        w={{ base: '100%', xs: 170 }}
      />
      {kind === 'constructionfile' && !inProject ? (
        <DeferredSelect
          aria-label={t('files:fields.projectType')}
          placeholder={t('files:list.allProjectTypes')}
          data={projectTypes.data ?? []}
          value={state.projectType}
          onChange={(projectType) => onChange({ projectType })}
          searchable
          clearable
          w={WIDTH}
        />
      ) : null}
      {kind === 'constructionfile' && !inProject ? (
        <ProjectSelect
          aria-label={t('files:fields.project')}
          placeholder={t('files:list.allProjects')}
          value={state.project}
          onChange={(project) => onChange({ project })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
      ) : null}
      {kind === 'drawing' && !inProject ? (
        <DeferredSelect
          aria-label={t('files:fields.project')}
          placeholder={t('files:list.allProjects')}
          data={projectNames.data ?? []}
          value={state.projectName}
          onChange={(projectName) => onChange({ projectName })}
          searchable
          clearable
          limit={200}
          w={{ base: '100%', xs: 240 }}
        />
      ) : null}
      {showOrganizations ? (
        <DeferredSelect
          aria-label={t('files:fields.organization')}
          placeholder={t('files:list.allOrganizations')}
          data={organizationIds.map((id) => ({ value: id, label: organizationNames.data?.get(id) ?? id }))}
          value={state.organization}
          onChange={(organization) => onChange({ organization })}
          searchable
          clearable
          w={WIDTH}
        />
      ) : null}
    </>
  );
}
