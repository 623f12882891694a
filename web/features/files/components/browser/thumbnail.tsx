import { Center, Image, Skeleton } from '@mantine/core';
import { useThumbnail } from '../../api/use-thumbnail';
import type { AnyFile } from '../../../../entities/file/types';
import { FileTypeIcon } from './file-type-icon';
import classes from './browser.module.css';

interface ThumbnailProps {
  file: Pick<AnyFile, 'thumbnail' | 'contentType' | 'url' | 'name'>;
  height: number;
  /** A share link's thumbnail address carries its token: a plain image. */
  shared?: boolean;
}

/** The first page of a file, or its type's icon while there is none (not made yet, or DWG/IFC). */
export function Thumbnail({ file, height, shared }: ThumbnailProps) {
  const signedIn = useThumbnail(shared ? null : file.thumbnail);
  const src = shared ? file.thumbnail : signedIn.data;
  if (file.thumbnail && !shared && signedIn.isPending) return <Skeleton height={height} radius={0} />;
  return (
    <Center h={height} className={classes.thumbnail}>
      {src ? (
        // The name beside it says what it is; the picture adds nothing a screen reader needs.
        <Image src={src} alt="" h={height} w="100%" fit="contain" />
      ) : (
        <FileTypeIcon file={file} />
      )}
    </Center>
  );
}
