/** The reviews feature's public face (Granskning): pages import only what is here; its screens load when shown. */
import { createElement } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { PageLoader } from '../../components/page-loader';

export const ReviewsOverview = lazyPart(
  () => import('./components/reviews-overview').then((m) => m.ReviewsOverview),
  createElement(PageLoader),
  ['reviews'],
);
export const ReviewDetail = lazyPart(
  () => import('./components/review-detail').then((m) => m.ReviewDetail),
  createElement(PageLoader),
  ['reviews'],
);
