import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { UpdateProjectBody, Visibility } from '../../../../../common/api/project';
import { required } from '../../../../lib/validation';
import type { LogoChange } from '../../api/logo-change';
import type { ProjectDetail } from '../../../../entities/project/types';

export interface SettingsValues {
  name: string;
  type: string | null;
  sector: string | null;
  startDate: string | null;
  description: string;
  visibility: Visibility;
  logo: LogoChange;
}

export function settingsOf(project: ProjectDetail): SettingsValues {
  return {
    name: project.name,
    type: project.type,
    sector: project.sector || null,
    startDate: project.startDate.slice(0, 10),
    description: project.description,
    visibility: project.visibility,
    logo: project.logo ? { state: 'cancelled' } : { state: 'empty' },
  };
}

/** docs/product.md point 5: name, type and start date are required in the project settings. */
export function useSettingsForm(project: ProjectDetail) {
  const { t } = useTranslation('projects');
  return useForm<SettingsValues>({
    initialValues: settingsOf(project),
    validate: {
      name: required(t, t('fields.name')),
      type: required(t, t('fields.type')),
      startDate: required(t, t('fields.startDate')),
    },
    validateInputOnBlur: true,
    validateInputOnChange: ['name', 'type', 'startDate'],
  });
}

/** The changed fields only, so a save never overwrites what someone else changed meanwhile. */
export function changedSettings(values: SettingsValues, project: ProjectDetail): UpdateProjectBody {
  const before = settingsOf(project);
  const body: UpdateProjectBody = {};
  if (values.name.trim() !== before.name) body.name = values.name.trim();
  if (values.type && values.type !== before.type) body.type = values.type;
  if ((values.sector ?? '') !== (before.sector ?? '')) body.sector = values.sector ?? '';
  if (values.startDate && values.startDate !== before.startDate) body.startDate = values.startDate;
  if (values.description.trim() !== before.description) body.description = values.description.trim();
  if (values.visibility !== before.visibility) body.visibility = values.visibility;
  return body;
}
