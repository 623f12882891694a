import dayjs, { type Dayjs } from 'dayjs';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLongDate } from '../../../lib/dates';
import { SHARE_LINK_DAY_CHOICES, SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_MAX_DAYS } from '../../../../common/limits';
import { DateField } from '../../../components/date-field';
import { SegmentedChoice } from '../../../components/segmented-choice';

/** A lifetime offered with one click (in days, as the radio's value), or a date of one's own. */
export type ExpiryChoice = `${(typeof SHARE_LINK_DAY_CHOICES)[number]}` | 'date';

export interface ExpiryValue {
  choice: ExpiryChoice;
  /** The date of one's own, as the picker's local YYYY-MM-DD; '' while none is picked. */
  date: string;
}

/** What a new link gets unless its creator chooses otherwise: the server's default lifetime. */
export const DEFAULT_EXPIRY: ExpiryValue = { choice: `${SHARE_LINK_DEFAULT_DAYS}`, date: '' };

/** The last day the link works (local YYYY-MM-DD), or null while a date of one's own is still to be picked. */
export function expiryDay(value: ExpiryValue, today: Dayjs = dayjs()): string | null {
  if (value.choice === 'date') return value.date || null;
  return today.add(Number(value.choice), 'day').format('YYYY-MM-DD');
}

/** The end of the chosen day in local time, as the server's ISO datetime: a link works all of its last day. */
export function endOfDay(date: string): string | null {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return null;
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
}

interface ShareLinkExpiryProps {
  value: ExpiryValue;
  onChange: (value: ExpiryValue) => void;
}

/**
 * How long a new share link works (issue #34.6): 7, 30, 90 or 365 days, or until a date of one's own within the
 * server's maximum; the day it stops working is shown as it will be listed. A link without an end is not offered.
 */
export function ShareLinkExpiry({ value, onChange }: ShareLinkExpiryProps) {
  const { t } = useTranslation('sharing');
  const longDate = useLongDate();
  const today = dayjs();
  const day = expiryDay(value, today);
  const choices = [
    ...SHARE_LINK_DAY_CHOICES.map((days) => ({ value: `${days}` as const, label: t('modal.days', { days }) })),
    { value: 'date' as const, label: t('modal.ownDate') },
  ];
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} aria-hidden>
        {t('modal.expiry')}
      </Text>
      <SegmentedChoice<ExpiryChoice>
        aria-label={t('modal.expiry')}
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice })}
        data={choices}
        style={{ flexWrap: 'wrap', alignSelf: 'flex-start' }}
      />
      {value.choice === 'date' ? (
        <DateField
          label={t('modal.expiryDate')}
          placeholder={t('modal.expiryPlaceholder')}
          value={value.date || null}
          minDate={today.format('YYYY-MM-DD')}
          maxDate={today.add(SHARE_LINK_MAX_DAYS, 'day').format('YYYY-MM-DD')}
          onChange={(date) => onChange({ ...value, date: date ?? '' })}
          style={{ maxWidth: 260 }}
        />
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {day ? t('modal.endsOn', { date: longDate(endOfDay(day)) }) : t('modal.pickDate')}
      </Text>
    </Stack>
  );
}
