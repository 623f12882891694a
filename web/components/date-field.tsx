import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';
import { DatePickerInput, DatesProvider, type DateFormatter, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../common/format';

/** The chosen date as in every form and list of Byggarkiv: the ISO date, "2026-03-02" (common/format.ts). */
const formatPicked: DateFormatter = ({ date }) =>
  typeof date === 'string' || date instanceof Date ? formatDate(date) : '';

/** A date picker: calendar in the interface language, weeks from Monday, the value shown as an ISO date. */
export function DateField(props: DatePickerInputProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        valueFormatter={formatPicked}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
