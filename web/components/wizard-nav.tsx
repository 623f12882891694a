import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface WizardNavProps {
  active: number;
  lastStep: number;
  /** The last step's submit is under way. */
  pending: boolean;
  onBack: () => void;
  /** In place of "Back" on the first step (a cancel); without it "Back" stays there, disabled. */
  atStart?: ReactNode;
  backLabel: string;
  nextLabel: string;
  submitLabel: string;
  /** The icon of the last step's submit. */
  submitIcon: ReactNode;
}

/** "Back" and "Next" under a form wizard's steps; on the last step "Next" becomes the submit. */
export function WizardNav({ active, lastStep, pending, onBack, atStart, ...labels }: WizardNavProps) {
  const last = active === lastStep;
  return (
    <Group justify="space-between" mt="xl">
      {active === 0 && atStart ? (
        atStart
      ) : (
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
          disabled={active === 0 || pending}
        >
          {labels.backLabel}
        </Button>
      )}
      <Button
        type="submit"
        loading={pending}
        rightSection={active < lastStep ? <IconArrowRight size={18} aria-hidden /> : undefined}
        leftSection={last ? labels.submitIcon : undefined}
      >
        {last ? labels.submitLabel : labels.nextLabel}
      </Button>
    </Group>
  );
}
