import { useParams } from 'react-router';
import { FileViewer } from '../features/files';
import { ReviewDetail } from '../features/reviews';

/** /granskningar/:reviewId */
export function ReviewPage() {
  const { reviewId = '' } = useParams();
  return <ReviewDetail key={reviewId} id={reviewId} FileViewer={FileViewer} />;
}
