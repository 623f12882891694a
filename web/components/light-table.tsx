import {
  Box,
  TableTr,
  getSpacing,
  rem,
  type BoxProps,
  type MantineSpacing,
  type MantineStyleProp,
} from '@mantine/core';
import { createContext, useContext, type ComponentPropsWithoutRef, type CSSProperties } from 'react';

/**
 * Mantine's Table, light: the same elements, class names and CSS variables (so Mantine's stylesheet draws it
 * exactly as before), without what Mantine's `Table` module imports statically and we never render — its
 * scroll container's ScrollArea (and through it floating-ui) and the data renderer. Our tables scroll natively.
 * The compound API (`Table.Thead`, `Table.Tr`, `Table.ScrollContainer`…) is Mantine's, so a call site only
 * changes its import (docs/ARCHITECTURE.md, "Mantine parts no page renders").
 */

// Mantine's own class names for the table parts, read from a part whose module is light (it brings no
// ScrollArea): a Mantine upgrade that renames them renames them here too.
const classes = (TableTr as unknown as { classes: Record<string, string> }).classes;

interface TableOptions {
  striped?: 'odd' | 'even';
  highlightOnHover?: boolean;
  withRowBorders: boolean;
  withColumnBorders?: boolean;
}

const TableOptionsContext = createContext<TableOptions>({ withRowBorders: true });

type Element = 'table' | 'thead' | 'tbody' | 'tfoot' | 'tr' | 'th' | 'td' | 'caption' | 'div';
type PartProps<E extends Element> = BoxProps &
  Omit<ComponentPropsWithoutRef<E>, keyof BoxProps | 'style'> & { style?: MantineStyleProp };

export interface LightTableProps extends PartProps<'table'> {
  verticalSpacing?: MantineSpacing | number;
  horizontalSpacing?: MantineSpacing | number;
  striped?: boolean | 'odd' | 'even';
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  withRowBorders?: boolean;
  withColumnBorders?: boolean;
  tabularNums?: boolean;
  layout?: CSSProperties['tableLayout'];
}

function TableRoot({
  verticalSpacing = 7,
  horizontalSpacing,
  striped,
  highlightOnHover,
  withTableBorder,
  withRowBorders = true,
  withColumnBorders,
  tabularNums,
  layout,
  className,
  style,
  mod,
  ...others
}: LightTableProps) {
  const options: TableOptions = {
    striped: striped === true ? 'odd' : striped || undefined,
    highlightOnHover,
    withRowBorders,
    withColumnBorders,
  };
  const vars = {
    '--table-layout': layout,
    '--table-horizontal-spacing': getSpacing(horizontalSpacing),
    '--table-vertical-spacing': getSpacing(verticalSpacing),
  } as CSSProperties;
  return (
    <TableOptionsContext.Provider value={options}>
      <Box
        component="table"
        className={[classes.table, className].filter(Boolean).join(' ')}
        style={[vars, style]}
        mod={[{ 'with-table-border': withTableBorder, 'tabular-nums': tabularNums }, mod]}
        {...others}
      />
    </TableOptionsContext.Provider>
  );
}

/** A part of the table: its element with Mantine's class and the data attributes Mantine's CSS reads. */
function part<E extends Exclude<Element, 'table' | 'div'>>(
  element: E,
  attributes: (options: TableOptions) => Record<string, string | boolean | undefined> = () => ({}),
) {
  function TablePart({ className, ...others }: PartProps<E>) {
    const options = useContext(TableOptionsContext);
    return (
      <Box
        component={element as 'div'}
        className={[classes[element], className].filter(Boolean).join(' ')}
        {...attributes(options)}
        {...(others as PartProps<'div'>)}
      />
    );
  }
  return TablePart;
}

const columnBorder = (options: TableOptions) => ({
  'data-with-column-border': options.withColumnBorders || undefined,
});

interface ScrollContainerProps extends PartProps<'div'> {
  minWidth: number | string;
  maxHeight?: number | string;
  /** Accepted for Mantine's signature; the rows always scroll natively here. */
  type?: 'native' | 'scrollarea';
}

function ScrollContainer({
  minWidth,
  maxHeight,
  type: _type,
  className,
  style,
  children,
  ...others
}: ScrollContainerProps) {
  const vars = {
    '--table-min-width': rem(minWidth),
    '--table-max-height': maxHeight === undefined ? undefined : rem(maxHeight),
    '--table-overflow': 'auto',
  } as CSSProperties;
  return (
    <Box className={[classes.scrollContainer, className].filter(Boolean).join(' ')} style={[vars, style]} {...others}>
      <div className={classes.scrollContainerInner}>{children}</div>
    </Box>
  );
}

export const Table = Object.assign(TableRoot, {
  Thead: part('thead'),
  Tbody: part('tbody'),
  Tfoot: part('tfoot'),
  Caption: part('caption'),
  Tr: part('tr', (options) => ({
    'data-with-row-border': options.withRowBorders || undefined,
    'data-striped': options.striped,
    'data-hover': options.highlightOnHover || undefined,
  })),
  Th: part('th', columnBorder),
  Td: part('td', columnBorder),
  ScrollContainer,
});
