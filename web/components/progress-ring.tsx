import { Box, getThemeColor, useMantineTheme, type BoxProps, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProgressRingProps extends BoxProps {
  /** 0–100. */
  value: number;
  size: number;
  thickness: number;
  color: MantineColor;
  label?: ReactNode;
  role?: string;
  'aria-label'?: string;
}

/**
 * One value as a ring, drawn like Mantine's RingProgress with round caps. Mantine's wraps every section in a
 * Tooltip and so brings floating-ui (17 KB) to a page's first visit; a single value needs none of that.
 */
export function ProgressRing({ value, size, thickness, color, label, ...others }: ProgressRingProps) {
  const theme = useMantineTheme();
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const share = Math.min(100, Math.max(0, value)) / 100;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <Box pos="relative" w={size} h={size} {...others}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden
        style={{ transform: 'rotate(-90deg)' }}
      >
        <circle {...circle} stroke="light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))" />
        {share > 0 && (
          <circle
            {...circle}
            strokeLinecap="round"
            stroke={getThemeColor(color, theme)}
            strokeDasharray={`${share * circumference} ${circumference}`}
          />
        )}
      </svg>
      {label !== undefined && (
        <Box
          pos="absolute"
          inset={thickness}
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {label}
        </Box>
      )}
    </Box>
  );
}
