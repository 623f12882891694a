import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../deferred-select';

/** How a column orders: names A–Ö, dates newest or oldest first, numbers highest or lowest first. */
export type SortKind = 'text' | 'date' | 'number';

export interface SortField {
  field: string;
  label: string;
  kind: SortKind;
}

interface SortSelectProps {
  /** The current sort, e.g. `name` or `-createdAt`; empty for the list's default. */
  value: string;
  onChange: (sort: string) => void;
  fields: readonly SortField[];
  /** The order an empty `value` stands for (the table headers' default). */
  defaultSort?: string;
  w?: number | string;
}

/**
 * The sort of a card list on a phone, where no table header is there to click: one choice per column and
 * direction ("Namn, A–Ö", "Skapad, nyast först"), the same `sort` values the headers set.
 */
export function SortSelect({ value, onChange, fields, defaultSort = '-createdAt', w }: SortSelectProps) {
  const { t } = useTranslation('common');
  const data = fields.flatMap(({ field, label, kind }) => {
    const ascending = { value: field, label: t(`list.order.${kind}.ascending`, { column: label }) };
    const descending = { value: `-${field}`, label: t(`list.order.${kind}.descending`, { column: label }) };
    // Dates and numbers are read newest or largest first, as their headers sort on the first click.
    return kind === 'text' ? [ascending, descending] : [descending, ascending];
  });
  const current = value || defaultSort;
  return (
    <DeferredSelect
      aria-label={t('list.sortLabel')}
      data={data}
      value={data.some((option) => option.value === current) ? current : null}
      placeholder={t('list.sortLabel')}
      onChange={(next) => {
        if (next) onChange(next === defaultSort ? '' : next);
      }}
      allowDeselect={false}
      leftSection={<IconArrowsSort size={16} aria-hidden />}
      w={w}
    />
  );
}
