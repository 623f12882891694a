import { useInViewport } from '@mantine/hooks';
import { useState } from 'react';
import { useThumbnail } from '../../api/use-thumbnail';
import type { AnyFile } from '../../../../entities/file/types';
import { FileTypeIcon } from './file-type-icon';
import classes from './browser.module.css';

interface RowThumbnailProps {
  file: Pick<AnyFile, 'thumbnail' | 'contentType' | 'url'>;
  /** Side of the square, in pixels. */
  size: number;
}

/**
 * A list row's small first page, so a drawing or a permit is recognised by its look; the type's icon until it
 * has been fetched, and for files without one (not made yet, DWG/IFC). Fetched only once the row has come into
 * view: a page of 100 rows asks for the few the screen shows, the rest as they are scrolled to.
 */
export function RowThumbnail({ file, size }: RowThumbnailProps) {
  const { ref, inViewport } = useInViewport<HTMLSpanElement>();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const image = useThumbnail(seen ? file.thumbnail : null);
  return (
    <span ref={ref} className={classes.rowThumbnail} style={{ width: size, height: size }}>
      {image.data ? (
        // The row's name says what it is; the picture adds nothing a screen reader needs.
        <img src={image.data} alt="" width={size} height={size} decoding="async" />
      ) : (
        <FileTypeIcon file={file} size={size} />
      )}
    </span>
  );
}
