import { useParams } from 'react-router';
import { ReviewDetail } from '../features/reviews';

/** /granskningar/:reviewId */
export function ReviewPage() {
  const { reviewId = '' } = useParams();
  return <ReviewDetail key={reviewId} id={reviewId} />;
}
