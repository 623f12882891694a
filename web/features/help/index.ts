/** The help feature's public face: the step-by-step guides of /hjalp. */
export { GuideList } from './components/guide-list';
export { GuideView } from './components/guide-view';
export { GUIDES, HELP_PATH, guidePath } from './guides';
