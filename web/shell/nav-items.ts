import {
  IconBuildingCommunity,
  IconChecklist,
  IconDatabase,
  IconFileText,
  IconLayoutDashboard,
  IconRuler2,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

/** The main navigation; labels are keys of the `layout` namespace. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard },
  { to: '/projektdatabas', labelKey: 'nav.projects', icon: IconDatabase },
  { to: '/byggfiler', labelKey: 'nav.files', icon: IconFileText },
  { to: '/ritningar', labelKey: 'nav.drawings', icon: IconRuler2 },
  { to: '/granskningar', labelKey: 'nav.reviews', icon: IconChecklist },
  { to: '/my-organization', labelKey: 'nav.organization', icon: IconBuildingCommunity },
];
