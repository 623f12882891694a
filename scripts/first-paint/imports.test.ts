import { describe, expect, it } from 'vitest';
import { importsOf, type Wanted } from './imports';

const taken = (code: string, wanted: Wanted = '*') =>
  Object.fromEntries(
    importsOf(code).edges.map((edge) => {
      const names = edge.names(wanted);
      return [edge.specifier, names === '*' ? '*' : [...names].sort()];
    }),
  );

describe('importsOf', () => {
  it('reads what a module imports, by name', () => {
    const code = [
      'import { Table, Pagination as Pages } from "@mantine/core";',
      "import React, { useState } from 'react';",
      'import * as icons from "./icons.mjs";',
      'import "./styles.css";',
      'const x = 1;',
    ].join('\n');
    expect(taken(code)).toEqual({
      '@mantine/core': ['Pagination', 'Table'],
      react: ['default', 'useState'],
      './icons.mjs': '*',
      './styles.css': '*',
    });
    expect(importsOf(code).index).toBe(false);
  });

  it('hands on from an index only the names wanted from it', () => {
    const index = [
      'import { Table } from "./components/Table/Table.mjs";',
      'import { Modal } from "./components/Modal/Modal.mjs";',
      'import * as all from "./icons/index.mjs";',
      'export { Table, Modal, all as icons };',
      'export { Button as Btn } from "./components/Button/Button.mjs";',
      'export * from "./hooks.mjs";',
    ].join('\n');
    expect(importsOf(index).index).toBe(true);
    expect(taken(index, new Set(['Table', 'useThing']))).toEqual({
      './components/Table/Table.mjs': ['Table'],
      './components/Modal/Modal.mjs': [],
      './icons/index.mjs': [],
      './components/Button/Button.mjs': [],
      './hooks.mjs': ['Table', 'useThing'],
    });
    expect(taken(index, new Set(['icons', 'Btn']))).toMatchObject({
      './icons/index.mjs': '*',
      './components/Button/Button.mjs': ['Button'],
    });
  });

  it('skips type-only imports and text that only looks like an import', () => {
    const code = [
      "import type { Props } from './types';",
      'const help = "import { x } from \'./nowhere\'";',
      'export function f() {}',
    ].join('\n');
    expect(taken(code)).toEqual({});
  });
});
