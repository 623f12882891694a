import { useForm, type UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CreateProjectBody, Visibility } from '../../../../../common/api/project';
import { required } from '../../../../lib/validation';
import type { LogoChange } from '../../api/logo-change';
import { isValidBudget, toBudget } from '../budget-input';

export interface WizardValues {
  name: string;
  description: string;
  type: string | null;
  sector: string | null;
  startDate: string | null;
  visibility: Visibility;
  logo: LogoChange;
  budget: number | string;
  /** Only a superadmin, who has no organization, names one. */
  organization: string | null;
}

export type WizardForm = UseFormReturnType<WizardValues>;

/** The fields each step checks before the next one opens. */
export const STEP_FIELDS: (keyof WizardValues)[][] = [
  ['name', 'description'],
  ['type', 'sector'],
  ['startDate', 'visibility', 'budget', 'organization'],
];

export function budgetRule(t: TFunction) {
  return (value: number | string) => (isValidBudget(value) ? null : t('projects:budget.invalid'));
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function useWizardForm(needsOrganization: boolean): WizardForm {
  const { t } = useTranslation('projects');
  return useForm<WizardValues>({
    initialValues: {
      name: '',
      description: '',
      type: null,
      sector: null,
      startDate: today(),
      visibility: 'organization',
      logo: { state: 'empty' },
      budget: '',
      organization: null,
    },
    validate: {
      name: required(t, t('fields.name')),
      type: required(t, t('fields.type')),
      startDate: required(t, t('fields.startDate')),
      budget: budgetRule(t),
      organization: (value) => (needsOrganization ? required(t, t('fields.organization'))(value) : null),
    },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
}

/** The create call's body; the logo url is added once the image is uploaded. */
export function toCreateBody(values: WizardValues, full: boolean): CreateProjectBody {
  const budget = full ? toBudget(values.budget) : null;
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type ?? '',
    sector: values.sector ?? '',
    startDate: values.startDate ?? '',
    visibility: values.visibility,
    ...(budget !== null ? { budget } : {}),
    ...(values.organization ? { organization: values.organization } : {}),
  };
}
