import { IconCircleCheck, IconCircleDashed, IconProgress } from '@tabler/icons-react';
import type { ActivityStatus } from '../../../common/api/project';

/** One colour and icon per status, the same on the board, in lists, in charts and on the dashboard. */
export const STATUS_LOOK: Record<ActivityStatus, { color: string; fill: string; icon: typeof IconCircleCheck }> = {
  todo: { color: 'gray', fill: 'gray.4', icon: IconCircleDashed },
  ongoing: { color: 'brand', fill: 'brand.5', icon: IconProgress },
  done: { color: 'green', fill: 'green.6', icon: IconCircleCheck },
};

/** A theme colour like "gray.4" as its CSS variable, for plain elements such as legend swatches. */
export function fillVar(fill: string): string {
  const [color, shade] = fill.split('.');
  return `var(--mantine-color-${color}-${shade ?? 6})`;
}
