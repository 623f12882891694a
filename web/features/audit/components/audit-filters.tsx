import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, SECURITY_AUDIT_ACTIONS } from '../../../../common/api/values';
import { DateField } from '../../../components/date-field';
import { FiltersToggle } from '../../../components/list-screen';
import { useProjectOptions } from '../../../entities/file';

/** What the log is narrowed to: one kind of event, one person, one project, a span of days. */
export interface AuditFilterValues {
  action: string | null;
  actor: string | null;
  project: string | null;
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { action: null, actor: null, project: null, from: null, to: null };
const SECURITY: ReadonlySet<string> = new Set(SECURITY_AUDIT_ACTIONS);

interface AuditFilterFieldsProps {
  /** On a phone the filters wait behind one button. */
  phone: boolean;
  /** Offer a project filter (an organization's log): the caller's projects, narrowed as they type. */
  pickProject: boolean;
  /** The people offered in the person filter. */
  people: Array<{ _id: string; name: string }>;
  values: AuditFilterValues;
  onChange: (change: Partial<AuditFilterValues>) => void;
}

/** The log's filters: event, project, person and dates. */
export function AuditFilterFields({ phone, pickProject, people, values, onChange }: AuditFilterFieldsProps) {
  const { t } = useTranslation('audit');
  const [projectSearch, setProjectSearch] = useState('');
  const projects = useProjectOptions(projectSearch, false, pickProject);
  const active = Object.values(values).filter(Boolean).length;
  return (
    <FiltersToggle phone={phone} active={active}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          data={[
            {
              group: t('filters.changes'),
              items: AUDIT_ACTIONS.filter((value) => !SECURITY.has(value)).map((value) => ({
                value,
                label: t(`actions.${value}`),
              })),
            },
            {
              group: t('filters.security'),
              items: SECURITY_AUDIT_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) })),
            },
          ]}
          value={values.action}
          onChange={(value) => onChange({ action: value })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        {pickProject ? (
          <Select
            label={t('filters.project')}
            placeholder={t('filters.anyProject')}
            data={(projects.data ?? []).map((item) => ({ value: item._id, label: item.name }))}
            value={values.project}
            onChange={(value) => onChange({ project: value })}
            searchValue={projectSearch}
            onSearchChange={setProjectSearch}
            filter={({ options }) => options}
            nothingFoundMessage={projects.isFetching ? undefined : t('filters.noProject')}
            clearable
            searchable
            w={{ base: '100%', sm: 240 }}
          />
        ) : null}
        {people.length > 0 ? (
          <Select
            label={t('filters.person')}
            placeholder={t('filters.anyone')}
            data={people.map((person) => ({ value: person._id, label: person.name }))}
            value={values.actor}
            onChange={(value) => onChange({ actor: value })}
            clearable
            searchable
            w={{ base: '100%', sm: 220 }}
          />
        ) : null}
        <DateField
          label={t('filters.from')}
          value={values.from}
          onChange={(value) => onChange({ from: value })}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
        <DateField
          label={t('filters.to')}
          value={values.to}
          onChange={(value) => onChange({ to: value })}
          clearable
          w={{ base: '100%', sm: 170 }}
        />
      </Group>
    </FiltersToggle>
  );
}
