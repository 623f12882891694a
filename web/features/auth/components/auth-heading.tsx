import { Anchor, Text, Title, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';

interface AuthHeadingProps {
  heading: string;
  /** "No account yet?" or "Already have one?", before the link to the other page. */
  question: string;
  linkText: string;
  to: string;
  mt?: MantineSpacing;
}

/** The heading of the sign-in and sign-up pages, with the way over to the other one. */
export function AuthHeading({ heading, question, linkText, to, mt }: AuthHeadingProps) {
  return (
    <>
      <Title order={1} size="h2" mt={mt}>
        {heading}
      </Title>
      <Text c="dimmed" size="sm">
        {question}{' '}
        <Anchor component={Link} to={to} fw={600}>
          {linkText}
        </Anchor>
      </Text>
    </>
  );
}
