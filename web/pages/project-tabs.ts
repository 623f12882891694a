import {
  IconBook,
  IconChecklist,
  IconCoin,
  IconFiles,
  IconLayoutDashboard,
  IconListCheck,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';

/** The child routes of /projekt/:projectId, in tab order (docs/product.md point 2, plus the budget tab). */
export const PROJECT_TABS = [
  { to: 'oversikt', icon: IconLayoutDashboard },
  { to: 'aktiviteter', icon: IconListCheck },
  { to: 'lardomar', icon: IconBook },
  { to: 'budget', icon: IconCoin },
  { to: 'projektteam', icon: IconUsers },
  { to: 'filer', icon: IconFiles },
  { to: 'granskning', icon: IconChecklist },
  { to: 'installningar', icon: IconSettings },
] as const;

export type ProjectTabPath = (typeof PROJECT_TABS)[number]['to'];

/** Tabs that limited functionality leaves out (budget figures and lessons learned). */
export const FULL_ONLY_TABS: readonly ProjectTabPath[] = ['lardomar', 'budget'];

export function tabsFor(full: boolean) {
  return PROJECT_TABS.filter((tab) => full || !FULL_ONLY_TABS.includes(tab.to));
}
