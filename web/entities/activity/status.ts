import type { ActivityStatus } from '../../../common/api/project';
import { ACTIVITY_STATUSES } from '../../../common/api/values';

interface Dated {
  deadline: string;
  status: ActivityStatus;
}

/** Today as YYYY-MM-DD in local time: deadlines are calendar days, not instants. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A deadline that has passed while the activity is not done. */
export function isOverdue(activity: Dated, today = todayIso()): boolean {
  return activity.status !== 'done' && activity.deadline.slice(0, 10) < today;
}

export function countByStatus(activities: { status: ActivityStatus }[]): Record<ActivityStatus, number> {
  const counts = { todo: 0, ongoing: 0, done: 0 };
  for (const activity of activities) counts[activity.status] += 1;
  return counts;
}

/** The activities not done yet, soonest deadline first. */
export function upcoming<T extends Dated>(activities: T[]): T[] {
  return activities
    .filter((activity) => activity.status !== 'done')
    .sort((a, b) => a.deadline.localeCompare(b.deadline));
}

export { ACTIVITY_STATUSES };
