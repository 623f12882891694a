import { Avatar, type MantineSize } from '@mantine/core';
import { useImageSrc } from '../api/use-image-src';

/** Two letters of the name on a colour picked from it, so a project keeps its look from page to page. */
const COLORS = ['brand', 'violet', 'grape', 'indigo', 'cyan', 'pink', 'blue'] as const;

export function projectInitials(name: string): string {
  // Words that start with a letter or digit: "Stadshuset – fasadrenovering" is SF, not S–.
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? 'brand';
}

interface ProjectAvatarProps {
  name: string;
  logo?: string | null;
  size?: MantineSize | number;
  radius?: MantineSize;
}

/** The project's logo when it has one (read with the token), otherwise its initials. */
export function ProjectAvatar({ name, logo, size = 'md', radius = 'md' }: ProjectAvatarProps) {
  const src = useImageSrc(logo);
  const color = colorOf(name);
  return (
    <Avatar
      src={src}
      alt=""
      size={size}
      radius={radius}
      color={color}
      variant="light"
      aria-hidden
      // Shade 9 keeps the initials readable (WCAG AA) on every light tint.
      styles={{
        placeholder: { color: `var(--mantine-color-${color}-9)` },
        ...(src ? { image: { objectFit: 'contain', background: 'white' } } : {}),
      }}
    >
      {projectInitials(name)}
    </Avatar>
  );
}
