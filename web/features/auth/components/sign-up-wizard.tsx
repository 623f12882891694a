import { Paper, Stepper } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRegister } from '../api/use-register';
import { AccountTypeStep } from './sign-up/account-type-step';
import { DoneStep } from './sign-up/done-step';
import { RegisterError } from './sign-up/register-error';
import { STEP_FIELDS, toRegisterBody, useSignUpForm } from './sign-up/use-sign-up-form';
import stepperClasses from '../../../components/stepper.module.css';
import { ERROR_CODES } from '../../../../common/api/error-code-names';
import { hasErrorCode } from '../../../lib/error-message';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';
import { WizardNav } from '../../../components/wizard-nav';
import { useWizardSteps } from '../../../lib/wizard-steps';

// The first step paints with the page; the later ones (the password meter, the terms) load when reached.
const PersonalStep = lazyPart(() => import('./sign-up/personal-step').then((m) => m.PersonalStep), <PageLoader />, [
  'auth',
]);
const LoginStep = lazyPart(() => import('./sign-up/login-step').then((m) => m.LoginStep), <PageLoader />, ['auth']);

const LAST_INPUT_STEP = 2;
/** After the last input step the stepper shows all four steps, "Klart" included, as completed. */
const DONE_STEP = 4;

/** The four-step sign-up: account type, personal details and organization, login info, done. */
export function SignUpWizard() {
  const { t } = useTranslation('auth');
  const form = useSignUpForm();
  const register = useRegister();
  const { active, setActive, onSubmit } = useWizardSteps(form, STEP_FIELDS, LAST_INPUT_STEP);

  const submit = () =>
    register.mutate(toRegisterBody(form.values), {
      onSuccess: () => setActive(DONE_STEP),
      onError: (error) => {
        if (hasErrorCode(error, ERROR_CODES.emailTaken)) form.setFieldError('email', t('errors:emailTaken'));
      },
    });

  const goTo = (step: number) => {
    if (active === DONE_STEP || step >= active) return;
    register.reset();
    setActive(step);
  };

  return (
    <Paper withBorder shadow="md" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <form noValidate aria-label={t('signUp.title')} onSubmit={onSubmit(submit)}>
        <Stepper
          active={active}
          onStepClick={goTo}
          allowNextStepsSelect={false}
          size="sm"
          mb="xl"
          classNames={{ stepBody: stepperClasses.stepBody }}
        >
          <Stepper.Step label={t('signUp.steps.accountType')}>
            <AccountTypeStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('signUp.steps.personal')}>
            <PersonalStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('signUp.steps.login')}>
            <LoginStep form={form} />
          </Stepper.Step>
          <Stepper.Step label={t('signUp.steps.done')} />
          <Stepper.Completed>
            <DoneStep values={form.values} user={register.data?.user} />
          </Stepper.Completed>
        </Stepper>

        {register.isError ? <RegisterError error={register.error} onEditEmail={() => goTo(1)} /> : null}

        {active < DONE_STEP ? (
          <WizardNav
            active={active}
            lastStep={LAST_INPUT_STEP}
            pending={register.isPending}
            onBack={() => goTo(active - 1)}
            backLabel={t('signUp.back')}
            nextLabel={t('signUp.next')}
            submitLabel={t('signUp.submit')}
            submitIcon={<IconUserPlus size={18} aria-hidden />}
          />
        ) : null}
      </form>
    </Paper>
  );
}
