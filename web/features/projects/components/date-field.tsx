import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';
import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A date picker in the interface language, weeks from Monday, shown as year, short month, day. */
export function DateField(props: DatePickerInputProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        valueFormat="YYYY MMM D"
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
