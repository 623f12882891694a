import { useTranslation } from 'react-i18next';
import { ServerSearchSelect } from '../../../../components/server-search-select';
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
    <ServerSearchSelect
      label={t('fields.organization')}
      placeholder={t('signUp.organization.searchPlaceholder')}
      withAsterisk
      data={options}
      searchValue={search}
      onSearchChange={onSearchChange}
      fetching={fetching}
      nothingFound={t('signUp.organization.nothingFound')}
      {...form.getInputProps('joinOrganizationId')}
      onChange={(value, option) => {
        form.setFieldValue('joinOrganizationId', value);
        form.setFieldValue('joinOrganizationName', option?.label ?? '');
      }}
    />
  );
}
