import type { Icon } from '@tabler/icons-react';
import { NavLink, type To } from 'react-router';
import classes from './route-tabs.module.css';

export interface RouteTab {
  to: To;
  label: string;
  icon?: Icon;
}

/**
 * Tabs that are links: each tab is its own URL (the child routes of docs/product.md point 2), so they are
 * navigation, not an ARIA tablist.
 */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  return (
    <nav aria-label={label} className={classes.nav}>
      <div className={classes.list}>
        {tabs.map((tab) => (
          <NavLink key={tab.label} to={tab.to} className={classes.tab}>
            {tab.icon ? <tab.icon size={16} aria-hidden /> : null}
            {tab.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
