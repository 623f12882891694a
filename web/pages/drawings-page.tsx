import { FilesPageBody } from '../features/files/components/files-page-body';

/** /ritningar */
export function DrawingsPage() {
  return <FilesPageBody kind="drawing" />;
}
