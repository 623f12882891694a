import {
  IconBook,
  IconCoin,
  IconFiles,
  IconLayoutDashboard,
  IconListCheck,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';

/** The child routes of /projekt/:projectId, in tab order (SPEC.md point 2, plus the budget tab). */
export const PROJECT_TABS = [
  { to: 'oversikt', icon: IconLayoutDashboard },
  { to: 'aktiviteter', icon: IconListCheck },
  { to: 'lardomar', icon: IconBook },
  { to: 'budget', icon: IconCoin },
  { to: 'projektteam', icon: IconUsers },
  { to: 'filer', icon: IconFiles },
  { to: 'installningar', icon: IconSettings },
] as const;
