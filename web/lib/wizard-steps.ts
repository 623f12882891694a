import { useState, type FormEvent } from 'react';

interface StepForm<F> {
  validateField: (field: F) => { hasError: boolean };
}

/**
 * The step a form wizard shows, and the submit of its form ("Next"): the fields of the current step are validated
 * (only what the person has seen), then the wizard moves on, or on the last step `finish` runs.
 */
export function useWizardSteps<F>(form: StepForm<F>, stepFields: readonly (readonly F[])[], lastStep: number) {
  const [active, setActive] = useState(0);
  const stepIsValid = (step: number) =>
    (stepFields[step] ?? []).map((field) => form.validateField(field).hasError).every((hasError) => !hasError);
  const onSubmit = (finish: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (!stepIsValid(active)) return;
    if (active < lastStep) setActive(active + 1);
    else finish();
  };
  return { active, setActive, onSubmit };
}
