/**
 * A review's reads and its start: the file lists start one from their bulk bar (features/files), the review pages
 * (features/reviews) show them.
 */
export { StartReviewButton } from './start-review-button';
export * from './use-reviews';
