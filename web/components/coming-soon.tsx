import { Badge, Card, EmptyState, Stack } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ComingSoonProps {
  title: string;
  description: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** An honest placeholder for parts of the product that are still being built. */
export function ComingSoon({ title, description, icon, action }: ComingSoonProps) {
  const { t } = useTranslation('common');
  return (
    <Card p="xl">
      <Stack align="center" py="xl">
        <Badge variant="light" size="lg" radius="sm">
          {t('comingSoon.badge')}
        </Badge>
        <EmptyState
          variant="light"
          size="lg"
          icon={icon ?? <IconTools size={32} aria-hidden />}
          title={title}
          description={description}
          maw={520}
        >
          {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
        </EmptyState>
      </Stack>
    </Card>
  );
}
