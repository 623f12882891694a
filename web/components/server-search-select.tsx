import { Loader, Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ServerSearchSelectProps extends SelectProps {
  /** The server's answer to the latest search is on its way. */
  fetching: boolean;
  /** What the list says when the server found nothing. */
  nothingFound: string;
}

/** A searchable select whose options the server has already filtered by the typed text (searchValue). */
export function ServerSearchSelect({ fetching, nothingFound, ...selectProps }: ServerSearchSelectProps) {
  const { t } = useTranslation('common');
  return (
    <Select
      searchable
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? t('loading') : nothingFound}
      rightSection={fetching ? <Loader size="xs" /> : undefined}
      {...selectProps}
    />
  );
}
