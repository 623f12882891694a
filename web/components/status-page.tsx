import { Box, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import classes from './status-page.module.css';

interface StatusPageProps {
  code?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** The frame of the status pages (404, 500, frontend version): the brand, a big code and a way onward. */
export function StatusPage({ code, title, description, children }: StatusPageProps) {
  return (
    <Box className={classes.root}>
      <header className={classes.header}>
        <BrandLogo />
      </header>
      <Center component="main" className={classes.main}>
        <Stack align="center" gap="md" ta="center" maw={560} px="md">
          {code ? (
            <Text className={classes.code} aria-hidden>
              {code}
            </Text>
          ) : null}
          <Title order={1}>{title}</Title>
          {description ? (
            <Text c="dimmed" size="lg">
              {description}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Center>
    </Box>
  );
}
