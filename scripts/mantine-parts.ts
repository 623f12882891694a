/**
 * Mantine modules that every page paid for without using them, taken out at resolve time: they are imported
 * statically by a component we do use (the frame's AppShell, every Table), so tree-shaking cannot. Each is swapped
 * for the part actually used, or for a stand-in that loads the real module the first time it is really rendered;
 * nothing Mantine can do is lost.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA_SPECIFIER = 'byggarkiv:mantine-scroll-area';
const REMOVE_SCROLL_CLASS_NAMES = '\0byggarkiv:remove-scroll-class-names';
const ON_DEMAND = '\0byggarkiv:on-demand:';

const APP_SHELL_PART = /[\\/]AppShell[\\/]AppShell(Header|Footer|Aside|Navbar)[\\/]/;

/**
 * Components a component we use imports statically but that never render for us: each becomes a stand-in that
 * loads the real one the first time it renders (`when`: a condition it renders under, read from a Mantine hook).
 */
const ON_DEMAND_PARTS: {
  importer: RegExp;
  source: string;
  file: string[];
  name: string;
  when?: { hook: string; file: string[]; renders: string };
}[] = [
  // A resize handle renders only in an AppShell given `resize` (ours is not).
  {
    importer: APP_SHELL_PART,
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    file: ['AppShell', 'AppShellResizeHandle', 'AppShellResizeHandle.mjs'],
    name: 'AppShellResizeHandle',
    when: {
      hook: 'useAppShellContext',
      file: ['AppShell', 'AppShell.context.mjs'],
      renders: 'useAppShellContext().resize?.[props.section]?.enabled',
    },
  },
  // Parts a component attaches as static properties (`Checkbox.Card`, `Button.Group`, `AppShell.Footer`), which
  // we never use.
  ...(
    [
      ['Checkbox', 'CheckboxCard'],
      ['Checkbox', 'CheckboxIndicator'],
      ['Button', 'ButtonGroup'],
      ['Button', 'ButtonGroupSection'],
      ['ActionIcon', 'ActionIconGroup'],
      ['ActionIcon', 'ActionIconGroupSection'],
      ['AppShell', 'AppShellFooter'],
    ] as const
  ).map(([component, name]) => ({
    importer: new RegExp(`[\\\\/]${component}[\\\\/]${component}\\.mjs$`),
    source: `./${name}/${name}.mjs`,
    file: [component, name, `${name}.mjs`],
    name,
  })),
];

export function mantineParts(): Plugin {
  const shim = (file: string) => fileURLToPath(new URL(`../web/lib/${file}`, import.meta.url));
  const require = createRequire(import.meta.url);
  // The package's root (its CommonJS build is what require resolves), then its ES modules.
  const mantineEsm = path.join(path.dirname(require.resolve('@mantine/core')), '..', 'esm');
  const mantine = (...parts: string[]) => path.join(mantineEsm, 'components', ...parts);
  const removeScrollBar = path.dirname(
    createRequire(require.resolve('react-remove-scroll', { paths: [mantineEsm] })).resolve(
      'react-remove-scroll-bar/package.json',
    ),
  );

  return {
    name: 'byggarkiv:mantine-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      // ScrollArea takes one hook, `useMergeRefs`, from @floating-ui/react, and with it the chunk holding all of
      // floating-ui (14 KB brotli) that popovers need: the same hook comes from merge-refs-shim.ts instead.
      if (source === '@floating-ui/react' && importer && /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer))
        return shim('merge-refs-shim.ts');
      // Table.ScrollContainer renders a ScrollArea only when asked to (ours scroll natively): on demand.
      if (source === '../ScrollArea/ScrollArea.mjs' && importer?.match(/[\\/]Table[\\/]TableScrollContainer\.mjs$/))
        return shim('scroll-area-on-demand.tsx');
      if (source === SCROLL_AREA_SPECIFIER) return mantine('ScrollArea', 'ScrollArea.mjs');
      // The frame's header, navbar and aside take two class names from react-remove-scroll, whose whole code
      // (2.5 KB) only a modal needs.
      if (source === 'react-remove-scroll' && importer?.match(APP_SHELL_PART)) return REMOVE_SCROLL_CLASS_NAMES;
      const part = ON_DEMAND_PARTS.findIndex(
        (candidate) => candidate.source === source && importer?.match(candidate.importer),
      );
      if (part >= 0) return `${ON_DEMAND}${part}`;
      return null;
    },
    load(id) {
      if (id === REMOVE_SCROLL_CLASS_NAMES)
        return [
          `import { zeroRightClassName, fullWidthClassName } from ${JSON.stringify(path.join(removeScrollBar, 'dist', 'es2015', 'constants.js'))};`,
          'export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName } };',
        ].join('\n');
      const part = id.startsWith(ON_DEMAND) ? ON_DEMAND_PARTS[Number(id.slice(ON_DEMAND.length))] : undefined;
      if (!part) return null;
      return [
        `import { createElement, lazy, Suspense } from 'react';`,
        part.when ? `import { ${part.when.hook} } from ${JSON.stringify(mantine(...part.when.file))};` : '',
        `const Part = lazy(() => import(${JSON.stringify(mantine(...part.file))}).then((m) => ({ default: m.${part.name} })));`,
        `export function ${part.name}(props) {`,
        part.when ? `  if (!(${part.when.renders})) return null;` : '',
        '  return createElement(Suspense, { fallback: null }, createElement(Part, props));',
        '}',
      ].join('\n');
    },
  };
}
