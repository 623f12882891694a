/** An activity's status as the project overview and the dashboard show it: counts, deadlines and colours. */
export { countByStatus, isOverdue, todayIso, upcoming } from './status';
export { STATUS_LOOK, fillVar } from './status-look';
