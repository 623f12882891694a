import { Button, EmptyState } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ListEmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  /**
   * The way on (clear the filters, upload, create). `null` where a list could offer one but this caller may not
   * (the actions row stays, empty, so the state keeps its height); left out where a list never offers one.
   */
  action?: { label: string; onClick: () => void; icon?: ReactNode; variant?: 'light' | 'filled' } | null;
  /** Space above and below: 48 on the main lists, `xl` inside a tab. */
  py?: number | string;
}

/** Why a list has no rows, and the way on. */
export function ListEmptyState({ icon, title, text, action, py = 48 }: ListEmptyStateProps) {
  return (
    <EmptyState variant="light" size="lg" py={py} icon={icon} title={title} description={text}>
      {action === undefined ? null : (
        <EmptyState.Actions>
          {action ? (
            <Button variant={action.variant} leftSection={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          ) : null}
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** A caller outside every organization has no list to see: the way to join or start one. */
export function NoOrganizationState({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <EmptyState
      variant="light"
      size="lg"
      py="xl"
      icon={<IconBuildingCommunity size={30} aria-hidden />}
      title={title}
      description={text}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/my-organization">
          {action}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
