/** The sharing feature's public face: other features import only what is here. */
export { ShareLinkModal } from './components/share-link-modal';
