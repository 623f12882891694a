import { Skeleton } from '@mantine/core';
import { Table } from '../light-table';

interface SkeletonRowsProps {
  /** How many rows stand in for the first page while it loads. */
  count: number;
  /** The table's columns: one bar across them all, or one per column with `perColumn`. */
  columns: number;
  height: number;
  perColumn?: boolean;
}

/** A table's rows while its first page loads. */
export function SkeletonRows({ count, columns, height, perColumn = false }: SkeletonRowsProps) {
  return Array.from({ length: count }, (_, row) => (
    <Table.Tr key={row}>
      {perColumn ? (
        Array.from({ length: columns }, (__, column) => (
          <Table.Td key={column}>
            <Skeleton height={height} />
          </Table.Td>
        ))
      ) : (
        <Table.Td colSpan={columns}>
          <Skeleton height={height} radius="sm" />
        </Table.Td>
      )}
    </Table.Tr>
  ));
}
