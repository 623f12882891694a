import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ActivityStatus } from '../../../../../common/api/project';
import { required } from '../../../../lib/validation';
import { userOf, type PopulatedActivity } from '../../../../entities/project';

export interface ActivityValues {
  name: string;
  responsible: string | null;
  deadline: string | null;
  description: string;
  keywords: string[];
  status: ActivityStatus | null;
}

export function valuesOf(activity: PopulatedActivity | null): ActivityValues {
  if (!activity) {
    return { name: '', responsible: null, deadline: null, description: '', keywords: [], status: 'todo' };
  }
  const responsible =
    userOf(activity.responsible)?._id ?? (typeof activity.responsible === 'string' ? activity.responsible : null);
  return {
    name: activity.name,
    responsible,
    deadline: activity.deadline.slice(0, 10),
    description: activity.description,
    keywords: activity.keywords,
    status: activity.status,
  };
}

/**
 * docs/product.md point 5: name, responsible and deadline are required, a keyword must be added, and the status
 * is required when editing.
 */
export function useActivityForm(activity: PopulatedActivity | null) {
  const { t } = useTranslation('activities');
  return useForm<ActivityValues>({
    initialValues: valuesOf(activity),
    validate: {
      name: required(t, t('fields.name')),
      responsible: required(t, t('fields.responsible')),
      deadline: required(t, t('fields.deadline')),
      keywords: (value) => (value.length === 0 ? t('form.keywordRequired') : null),
      status: (value) => (activity ? required(t, t('fields.status'))(value) : null),
    },
    validateInputOnBlur: true,
    validateInputOnChange: ['keywords', 'responsible', 'deadline', 'status'],
  });
}

export function toBody(values: ActivityValues) {
  return {
    name: values.name.trim(),
    responsible: values.responsible ?? '',
    deadline: values.deadline ?? '',
    description: values.description.trim(),
    keywords: values.keywords.map((keyword) => keyword.trim()).filter(Boolean),
  };
}
