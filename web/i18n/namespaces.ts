/**
 * The catalogs' namespaces (one JSON file each per language, one chunk each). The boot namespaces are what the
 * frame and every page need (buttons, errors, the status pages); they load before the first paint. A page's own
 * namespaces load with its code (`lazyPage(load, namespaces)`), anything else when a component first asks for it
 * (`useTranslation(ns)` suspends meanwhile). scripts/namespace-usage.test.ts checks the lists against the code.
 */
export const BOOT_NAMESPACES = ['common', 'layout', 'errors', 'status'] as const;

export const NAMESPACES = [
  ...BOOT_NAMESPACES,
  'account',
  'activities',
  'audit',
  'auth',
  'dashboard',
  'drawings',
  'fileDialogs',
  'files',
  'guides',
  'help',
  'import',
  'markups',
  'organization',
  'projectPages',
  'projects',
  'reviews',
  'sharing',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
