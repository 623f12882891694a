/**
 * The way to a project's drawing register, loaded when /ritningar shows it. A file of its own, not the feature's
 * index: importing the index would bring the preview and the viewer into the page's first load (213 KB of brotli
 * JavaScript against a budget of 170).
 */
import { lazyPart } from '../../components/lazy-part';

export const OpenRegister = lazyPart(
  () => import('./components/register/open-register').then((m) => m.OpenRegister),
  null,
  ['drawings', 'files'],
);
