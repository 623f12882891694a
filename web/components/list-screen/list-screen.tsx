import { Card, Divider, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { TableFooter } from '../data-table';

interface ListScreenProps {
  /** Search, filters and actions above the list. */
  toolbar: ReactNode;
  /** Shown instead of the whole screen (the caller belongs to no organization, so there is no list to show). */
  blocked?: ReactNode;
  /** Shown instead of the rows when the list failed to load (a way to try again). */
  failed?: ReactNode;
  /** Shown instead of the rows when the list has none (a way on: upload, create, clear the filters). */
  empty?: ReactNode;
  /** The footer's count, page size and pages. */
  paging: ComponentProps<typeof TableFooter>;
  /** The rows: a table, cards or a grid. */
  children: ReactNode;
  /** Dialogs and bars that belong to the list (bulk actions, previews). */
  after?: ReactNode;
}

/** A list screen's frame: the toolbar, then the rows and their pages, or why there are none. */
export function ListScreen({ toolbar, blocked, failed, empty, paging, children, after }: ListScreenProps) {
  if (blocked) return <Card p="xl">{blocked}</Card>;
  return (
    <Card p={0}>
      <Stack p="lg" gap="md">
        {toolbar}
      </Stack>
      <Divider />
      {failed || empty || (
        <>
          {children}
          <Divider />
          <TableFooter {...paging} />
        </>
      )}
      {after}
    </Card>
  );
}
