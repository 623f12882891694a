import { Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignUpForm } from './use-sign-up-form';

interface JoinOrganizationSelectProps {
  form: SignUpForm;
  options: Array<{ value: string; label: string }>;
  search: string;
  onSearchChange: (search: string) => void;
  fetching: boolean;
}

/** The approved organizations to join, searched on the server as the person types. */
export function JoinOrganizationSelect({
  form,
  options,
  search,
  onSearchChange,
  fetching,
}: JoinOrganizationSelectProps) {
  const { t } = useTranslation('auth');
  return (
    <Select
      label={t('fields.organization')}
      placeholder={t('signUp.organization.searchPlaceholder')}
      searchable
      withAsterisk
      data={options}
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? t('common:loading') : t('signUp.organization.nothingFound')}
      rightSection={fetching ? <Loader size="xs" /> : undefined}
      {...form.getInputProps('joinOrganizationId')}
      onChange={(value, option) => {
        form.setFieldValue('joinOrganizationId', value);
        form.setFieldValue('joinOrganizationName', option?.label ?? '');
      }}
    />
  );
}
