import { Button, Group, Paper, Stepper } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegister } from '../api/use-register';
import { AccountTypeStep } from './sign-up/account-type-step';
import { DoneStep } from './sign-up/done-step';
import { RegisterError } from './sign-up/register-error';
import { STEP_FIELDS, toRegisterBody, useSignUpForm } from './sign-up/use-sign-up-form';
import stepperClasses from '../../../components/stepper.module.css';
import { ERROR_CODES } from '../../../../common/api/error-codes';
import { hasErrorCode } from '../../../lib/error-message';
import { lazyPart } from '../../../components/lazy-part';
import { PageLoader } from '../../../components/page-loader';

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
  const [active, setActive] = useState(0);

  const stepIsValid = (step: number) =>
    (STEP_FIELDS[step] ?? []).map((field) => form.validateField(field).hasError).every((hasError) => !hasError);

  const next = () => {
    if (!stepIsValid(active)) return;
    if (active < LAST_INPUT_STEP) {
      setActive(active + 1);
      return;
    }
    register.mutate(toRegisterBody(form.values), {
      onSuccess: () => setActive(DONE_STEP),
      onError: (error) => {
        if (hasErrorCode(error, ERROR_CODES.emailTaken)) form.setFieldError('email', t('errors:emailTaken'));
      },
    });
  };

  const goTo = (step: number) => {
    if (active === DONE_STEP || step >= active) return;
    register.reset();
    setActive(step);
  };

  return (
    <Paper withBorder shadow="md" p={{ base: 'md', sm: 'xl' }} radius="lg">
      <form
        noValidate
        aria-label={t('signUp.title')}
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
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
          <Group justify="space-between" mt="xl">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => goTo(active - 1)}
              disabled={active === 0 || register.isPending}
            >
              {t('signUp.back')}
            </Button>
            <Button
              type="submit"
              loading={register.isPending}
              rightSection={active < LAST_INPUT_STEP ? <IconArrowRight size={18} aria-hidden /> : undefined}
              leftSection={active === LAST_INPUT_STEP ? <IconUserPlus size={18} aria-hidden /> : undefined}
            >
              {active === LAST_INPUT_STEP ? t('signUp.submit') : t('signUp.next')}
            </Button>
          </Group>
        ) : null}
      </form>
    </Paper>
  );
}
