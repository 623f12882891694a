import { useParams, useSearchParams } from 'react-router';
import { lazyPart } from '../components/lazy-part';
import { Thumbnail } from '../features/files';
import { SharedFiles, type SharedFileParts } from '../features/sharing/components/shared-files';

// The viewer (pdf.js's wrapper, its toolbar) loads when a file is first previewed.
const FilePreview: SharedFileParts['FilePreview'] = lazyPart(
  () => import('../features/files').then((m) => m.FilePreview),
  null,
  ['fileDialogs', 'files'],
);
const PARTS: SharedFileParts = { Thumbnail, FilePreview };

/** The shared project's Filer tab: the only one a share link shows. */
export function SharedProjectFilesPage() {
  const { projectId = '' } = useParams();
  const [params] = useSearchParams();
  return <SharedFiles token={params.get('shareToken') ?? ''} projectId={projectId} parts={PARTS} />;
}
