import { ReviewsOverview } from '../features/reviews';

/** /granskningar */
export function ReviewsPage() {
  return <ReviewsOverview />;
}
