import { ThemeIcon } from '@mantine/core';
import { IconFileOff, IconFileTypePdf, IconPhoto, IconRuler2 } from '@tabler/icons-react';
import type { AnyFile } from '../../../../entities/file/types';

/** A small coloured icon that says at a glance what a row holds: PDF, image, CAD/BIM, or nothing yet. */
export function FileTypeIcon({ file, size = 34 }: { file: Pick<AnyFile, 'contentType' | 'url'>; size?: number }) {
  const type = (file.contentType ?? '').toLowerCase();
  const [Icon, color] = !file.url
    ? [IconFileOff, 'gray']
    : type === 'application/pdf'
      ? [IconFileTypePdf, 'red']
      : type.startsWith('image/png') || type === 'image/jpeg'
        ? [IconPhoto, 'grape']
        : [IconRuler2, 'cyan'];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden style={{ flex: 'none' }}>
      <Icon size={Math.round(size * 0.58)} />
    </ThemeIcon>
  );
}
