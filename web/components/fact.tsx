import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value in an overview's description list (`<dl>`): a small dimmed label over the value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Stack>
  );
}
