import { Alert, Button, Stepper } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '../../../../common/api/error-code-names';
import { hasErrorCode } from '../../../lib/error-message';
import { useAbilities, useCurrentUser } from '../../../entities/session';
import { formatProjectError, projectMessage } from '../../../entities/project/errors';
import { useCreateProject } from '../api/use-project-mutations';
import { CategoryStep } from './wizard/category-step';
import { DescriptionStep } from './wizard/description-step';
import { SettingsStep } from './wizard/settings-step';
import { STEP_FIELDS, toCreateBody, useWizardForm } from './wizard/use-wizard-form';
import classes from './wizard/wizard.module.css';
import { notify } from '../../../lib/notify';
import stepperClasses from '../../../components/stepper.module.css';
import { WizardNav } from '../../../components/wizard-nav';
import { useWizardSteps } from '../../../lib/wizard-steps';

const LAST_STEP = 2;

/** The three-step new-project wizard: description, category, settings (docs/product.md point 2). */
export function NewProjectWizard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const abilities = useAbilities();
  const needsOrganization = abilities.chooseOrganization && !user?.organization;
  const full = abilities.fullFunctionality;
  const form = useWizardForm(needsOrganization);
  const create = useCreateProject();
  const { active, setActive, onSubmit } = useWizardSteps(form, STEP_FIELDS, LAST_STEP);

  const submit = () =>
    create.mutate(
      { body: toCreateBody(form.values, full), logo: form.values.logo },
      {
        onSuccess: (project) => {
          notify(t, { color: 'teal', title: t('newProject.created'), message: project.name });
          onClose();
          void navigate(`/projekt/${project._id}/oversikt`);
        },
        onError: (error) => {
          if (hasErrorCode(error, ERROR_CODES.projectNameTaken)) {
            form.setFieldError('name', projectMessage(t, 'nameTaken'));
            setActive(0);
          }
        },
      },
    );

  const goTo = (step: number) => {
    if (step >= active || create.isPending) return;
    setActive(step);
  };

  return (
    <form noValidate aria-label={t('newProject.title')} onSubmit={onSubmit(submit)}>
      <Stepper
        active={active}
        onStepClick={goTo}
        allowNextStepsSelect={false}
        size="sm"
        classNames={{ stepBody: stepperClasses.stepBody, content: classes.content }}
      >
        {(['description', 'category', 'settings'] as const).map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`newProject.steps.${step}.label`)}
            description={t(`newProject.steps.${step}.description`)}
          >
            {index === 0 ? <DescriptionStep form={form} /> : null}
            {index === 1 ? <CategoryStep form={form} /> : null}
            {index === 2 ? <SettingsStep form={form} showBudget={full} needsOrganization={needsOrganization} /> : null}
          </Stepper.Step>
        ))}
      </Stepper>
      {create.isError ? (
        <Alert
          color="red"
          variant="light"
          mt="md"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={projectMessage(t, 'notCreated')}
        >
          {formatProjectError(t, create.error, 'notCreated')}
        </Alert>
      ) : null}
      <WizardNav
        active={active}
        lastStep={LAST_STEP}
        pending={create.isPending}
        onBack={() => goTo(active - 1)}
        atStart={
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
        }
        backLabel={t('newProject.back')}
        nextLabel={t('newProject.next')}
        submitLabel={t('newProject.submit')}
        submitIcon={<IconCheck size={18} aria-hidden />}
      />
    </form>
  );
}
