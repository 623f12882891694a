import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './list-screen.module.css';

interface CardListProps<T> {
  /** Undefined while the first page loads: skeleton cards are shown. */
  items: T[] | undefined;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
  /** The list's accessible name ("Byggfiler"). */
  label: string;
  skeletons: number;
  /** Cards of the previous page while the next one loads. */
  stale?: boolean;
  /** An item chosen for a bulk action is tinted, as a selected table row is. */
  selected?: (item: T) => boolean;
}

/** A list screen's rows as cards, one under the other: what a phone shows instead of a table. */
export function CardList<T>({ items, keyOf, children, label, skeletons, stale, selected }: CardListProps<T>) {
  return (
    <ul className={classes.cards} aria-label={label} aria-busy={stale || !items} data-stale={stale || undefined}>
      {items
        ? items.map((item) => (
            <li key={keyOf(item)} className={classes.card} data-selected={selected?.(item) || undefined}>
              {children(item)}
            </li>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            <li key={index} className={classes.card}>
              <Skeleton height={64} radius="sm" />
            </li>
          ))}
    </ul>
  );
}
