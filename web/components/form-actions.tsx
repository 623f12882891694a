import { Button, Group, type MantineSpacing } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

interface FormActionsProps {
  /** The edit form (Mantine's useForm): there is something to save or discard only while it is dirty. */
  form: { isDirty: () => boolean; reset: () => void };
  /** A save under way: both buttons wait for it. */
  saving: boolean;
  discardLabel: string;
  saveLabel: string;
  mt?: MantineSpacing;
}

/** The discard and save buttons under an edit form; the form's own submit does the saving. */
export function FormActions({ form, saving, discardLabel, saveLabel, mt = 'xl' }: FormActionsProps) {
  const dirty = form.isDirty();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={() => form.reset()} disabled={!dirty || saving}>
        {discardLabel}
      </Button>
      <Button type="submit" loading={saving} disabled={!dirty} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
        {saveLabel}
      </Button>
    </Group>
  );
}

interface SavableForm<Values> {
  setInitialValues: (values: Values) => void;
  setValues: (values: Values) => void;
  resetDirty: (values: Values) => void;
}

/**
 * After a save, what was saved becomes the form's starting point: Discard then goes back to it, not to the
 * values the page opened with, and the form shows the saved (trimmed) values.
 */
export function keepSaved<Values>(form: SavableForm<Values>, saved: Values): void {
  form.setInitialValues(saved);
  form.setValues(saved);
  form.resetDirty(saved);
}
