import { type SelectProps } from '@mantine/core';
import { DeferredSelect } from '../../../components/deferred-select';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectNames, useProjectOptions } from '../../../entities/file/use-lookups';

interface ProjectSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: string | null;
  onChange: (projectId: string | null) => void;
  /** Only projects whose content the caller may manage (to upload into). */
  writable?: boolean;
}

/** A searchable project picker; typing searches on the server, so thousands of projects stay quick. */
export function ProjectSelect({ value, onChange, writable = false, ...props }: ProjectSelectProps) {
  const { t } = useTranslation('files');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const names = useProjectNames(value ? [value] : []);
  // The box shows the chosen project's name as its search text; that is not a search.
  const searching = search !== (picked ?? names.data?.get(value ?? '') ?? '');
  const [term] = useDebouncedValue(searching ? search : '', 250);
  const options = useProjectOptions(term, writable);
  const data = useMemo(() => {
    const list = (options.data ?? []).map((project) => ({ value: project._id, label: project.name }));
    if (value && !list.some((item) => item.value === value))
      list.unshift({ value, label: names.data?.get(value) ?? t('list.loadingProject') });
    return list;
  }, [options.data, value, names.data, t]);
  return (
    <DeferredSelect
      {...props}
      data={data}
      value={value}
      onChange={(next, option) => {
        setPicked(option?.label ?? null);
        onChange(next);
      }}
      searchable
      onSearchChange={setSearch}
      limit={100}
      nothingFoundMessage={options.isFetching ? t('common:loading') : t('list.nothingFound')}
    />
  );
}
