import { Group, Text } from '@mantine/core';
import { APP_NAME } from '../lib/page-title';

/** The house-and-grid mark: the same drawing as public/favicon.svg. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#009EF7" />
      <path d="M14 30 32 16l18 14v18a2 2 0 0 1-2 2H16a2 2 0 0 1-2-2z" fill="#fff" />
      <path d="M24 50V36h16v14" fill="#0072b5" />
      <path d="M24 41h16M32 36v14" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

export function BrandLogo({ tone = 'dark', size = 32 }: { tone?: 'dark' | 'light'; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <BrandMark size={size} />
      <Text
        component="span"
        fw={700}
        fz={size * 0.6}
        c={tone === 'light' ? 'white' : 'var(--mantine-color-black)'}
        lh={1}
      >
        {APP_NAME}
      </Text>
    </Group>
  );
}
