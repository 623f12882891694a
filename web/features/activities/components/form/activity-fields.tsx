import { Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_STATUSES } from '../../../../../common/api/values';
import type { User } from '../../../../../common/api/user';
import { fullName } from '../../../../lib/user-display';
import { DateField } from '../../../../components/date-field';
import type { ActivityValues } from './use-activity-form';

interface ActivityFieldsProps {
  form: UseFormReturnType<ActivityValues>;
  team: User[];
  withStatus: boolean;
  readOnly: boolean;
}

/** The fields of a new activity and of the view-and-edit modal. */
export function ActivityFields({ form, team, withStatus, readOnly }: ActivityFieldsProps) {
  const { t } = useTranslation('activities');
  const people = team.map((member) => ({ value: member._id, label: fullName(member) }));
  const current = form.values.responsible;
  // Someone who has left the team still shows as the responsible person of their activities.
  if (current && !people.some((person) => person.value === current)) {
    people.push({ value: current, label: t('formerMember') });
  }
  return (
    <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap="md">
        <TextInput
          label={t('fields.name')}
          withAsterisk
          maxLength={200}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: withStatus ? 3 : 2 }}>
          <Select
            label={t('fields.responsible')}
            placeholder={t('form.pickResponsible')}
            data={people}
            searchable
            withAsterisk
            nothingFoundMessage={t('form.nobodyFound')}
            {...form.getInputProps('responsible')}
          />
          <DateField
            label={t('fields.deadline')}
            placeholder={t('form.pickDeadline')}
            withAsterisk
            {...form.getInputProps('deadline')}
          />
          {withStatus ? (
            <Select
              label={t('fields.status')}
              data={ACTIVITY_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              withAsterisk
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <TagsInput
          label={t('fields.keywords')}
          description={t('form.keywordsHint')}
          placeholder={form.values.keywords.length ? undefined : t('form.keywordsPlaceholder')}
          withAsterisk
          maxTags={20}
          clearable
          clearButtonProps={{ 'aria-label': t('form.clearKeywords') }}
          splitChars={[',', ';']}
          acceptValueOnBlur
          {...form.getInputProps('keywords')}
        />
      </Stack>
    </fieldset>
  );
}
