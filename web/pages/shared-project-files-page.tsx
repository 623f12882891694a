import { useParams, useSearchParams } from 'react-router';
import { SharedFiles } from '../features/sharing/components/shared-files';

/** The shared project's Filer tab: the only one a share link shows. */
export function SharedProjectFilesPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  return <SharedFiles token={params.get('shareToken') ?? ''} projectId={projectId} />;
}
