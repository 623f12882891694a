/** The activities feature's public face: other features import only what is here. */
export { countByStatus, isOverdue, upcoming } from './api/status';
export { STATUS_LOOK, fillVar } from './components/status-look';
