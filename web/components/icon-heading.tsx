import { ThemeIcon, Text, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface IconHeadingProps {
  icon: ReactNode;
  color?: MantineColor;
  /** The heading's id, for the card's aria-labelledby. */
  id: string;
  title: string;
  text: string;
}

/** The top of a choice card: a large tinted icon, then its heading and a line of dimmed text. */
export function IconHeading({ icon, color, id, title, text }: IconHeadingProps) {
  return (
    <>
      <ThemeIcon size={48} radius="md" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <div>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
    </>
  );
}
