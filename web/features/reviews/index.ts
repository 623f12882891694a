/**
 * The reviews feature's public face (Granskning): other features and pages import only what is here. The pages'
 * parts load when shown, so the file lists' bulk bar, which brings the start button, does not bring them along.
 */
import { createElement } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { PageLoader } from '../../components/page-loader';

export { StartReviewButton } from '../../entities/review/start-review-button';
export const ReviewsOverview = lazyPart(
  () => import('./components/reviews-overview').then((m) => m.ReviewsOverview),
  createElement(PageLoader),
  ['reviews'],
);
export const ProjectReviews = lazyPart(
  () => import('./components/reviews-overview').then((m) => m.ProjectReviews),
  createElement(PageLoader),
  ['reviews'],
);
export const ReviewDetail = lazyPart(
  () => import('./components/review-detail').then((m) => m.ReviewDetail),
  createElement(PageLoader),
  ['reviews'],
);
