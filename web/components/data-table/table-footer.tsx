import { Group, Pagination, Text } from '@mantine/core';
import { DeferredSelect } from '../deferred-select';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface TableFooterProps {
  total: number;
  /** More than `total` match (docs/api.md §6): shown as "10 000+". */
  totalIsLowerBound?: boolean;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  /** The page sizes offered. */
  sizes: readonly number[];
}

const count = new Intl.NumberFormat('sv-SE');

/** "Visar 1–50 av 1 000 000", the page size and the pages. */
export function TableFooter({ total, totalIsLowerBound, page, size, onPage, onSize, sizes }: TableFooterProps) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <Group justify="space-between" gap="md" px="lg" py="md" wrap="wrap">
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.showing', {
            from: count.format(from),
            to: count.format(to),
            total: `${count.format(total)}${totalIsLowerBound ? '+' : ''}`,
          })}
        </Text>
        <Group gap={8}>
          <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
            {t('list.pageSize')}
          </Text>
          <DeferredSelect
            id={sizeId}
            data={sizes.map(String)}
            value={String(size)}
            onChange={(value) => onSize(Number(value ?? size))}
            allowDeselect={false}
            w={80}
            size="xs"
          />
        </Group>
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('list.previousPage') : t('list.nextPage'),
          })}
          getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
        />
      ) : null}
    </Group>
  );
}
