import { Card, Grid, Group, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatSek } from '../../../../common/format';
import { projectErrorNotice } from '../../../entities/project/errors';
import type { ProjectDetail } from '../../../entities/project/types';
import { useUpdateProject } from '../api/use-project-mutations';
import { BudgetInput, isValidBudget, toBudget } from './budget-input';
import { notify } from '../../../lib/notify';
import { FormActions } from '../../../components/form-actions';

interface BudgetValues {
  budget: number | string;
  budgetNotes: string;
}

/** The budget tab: the amount in whole kronor and notes, changed by those who may change the project. */
export function ProjectBudget({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject(project._id);
  const canEdit = project.abilities.update;
  const form = useForm<BudgetValues>({
    initialValues: { budget: project.budget ?? '', budgetNotes: project.budgetNotes ?? '' },
    validate: { budget: (value) => (isValidBudget(value) ? null : t('budget.invalid')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  const onSubmit = form.onSubmit((values) => {
    const body = { budget: toBudget(values.budget), budgetNotes: values.budgetNotes.trim() };
    update.mutate(body, {
      onSuccess: () => {
        const saved = { budget: body.budget ?? '', budgetNotes: body.budgetNotes };
        form.setInitialValues(saved);
        form.resetDirty(saved);
        notify(t, { color: 'teal', message: t('budget.saved') });
      },
      onError: (error) => notify(t, projectErrorNotice(t, error, 'budgetFailed')),
    });
  });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card p="lg" h="100%">
          <Group gap="sm" mb="md">
            <ThemeIcon size={40} radius="md" variant="light" color="teal">
              <IconCoin size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t('budget.current')}</Text>
          </Group>
          <Text fz={30} fw={700} lh={1.2} data-testid="budget-amount">
            {project.budget !== null ? formatSek(project.budget) : '–'}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {project.budget !== null ? t('budget.inSek') : t('budget.notSet')}
          </Text>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card p="lg" component="form" onSubmit={onSubmit} noValidate aria-labelledby="budget-title">
          <Title order={3} size="h4" id="budget-title">
            {t('budget.title')}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {canEdit ? t('budget.text') : t('budget.readOnly')}
          </Text>
          <Stack gap="md">
            <BudgetInput
              label={t('fields.budget')}
              placeholder={t('budget.placeholder')}
              readOnly={!canEdit}
              {...form.getInputProps('budget')}
            />
            <Textarea
              label={t('fields.budgetNotes')}
              placeholder={t('budget.notesPlaceholder')}
              autosize
              minRows={4}
              maxRows={12}
              maxLength={10_000}
              readOnly={!canEdit}
              {...form.getInputProps('budgetNotes')}
            />
          </Stack>
          {canEdit ? (
            <FormActions
              form={form}
              saving={update.isPending}
              discardLabel={t('discard')}
              saveLabel={t('save')}
              mt="lg"
            />
          ) : null}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
