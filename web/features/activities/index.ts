/** The activities feature's public face: other features import only what is here. */
export { countByStatus, isOverdue, upcoming } from '../../entities/activity/status';
export { STATUS_LOOK, fillVar } from '../../entities/activity/status-look';
