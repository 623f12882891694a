import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RegisterBody } from '../../../../../common/api/auth';
import type { UserType } from '../../../../../common/api/user';
import { email, matches, password, required } from '../../../../lib/validation';

export type OrganizationChoice = 'join' | 'create' | 'none';

export interface SignUpValues {
  userType: UserType | '';
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  address: string;
  email: string;
  organizationChoice: OrganizationChoice;
  joinOrganizationId: string | null;
  joinOrganizationName: string;
  newOrganizationName: string;
  newOrganizationDescription: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Which fields each step owns, so "Next" validates only what the user has seen. */
export const STEP_FIELDS: (keyof SignUpValues)[][] = [
  ['userType'],
  ['firstName', 'lastName', 'email', 'title', 'phone', 'address', 'joinOrganizationId', 'newOrganizationName'],
  ['password', 'confirmPassword', 'acceptTerms'],
];

function validators(t: TFunction) {
  const label = (key: string) => t(`auth:fields.${key}`);
  return {
    userType: required(t, label('userType')),
    firstName: required(t, label('firstName')),
    lastName: required(t, label('lastName')),
    email: email(t, label('email')),
    joinOrganizationId: (value: string | null, values: SignUpValues) =>
      values.organizationChoice === 'join' ? required(t, label('organization'))(value) : null,
    newOrganizationName: (value: string, values: SignUpValues) =>
      values.organizationChoice === 'create' ? required(t, label('organizationName'))(value) : null,
    password: password(t, label('password')),
    confirmPassword: (value: string, values: SignUpValues) =>
      required(t, label('confirmPassword'))(value) ?? matches<SignUpValues>(t, 'password')(value, values),
    acceptTerms: (value: boolean) => (value ? null : t('errors:mustAcceptTerms')),
  };
}

export function useSignUpForm() {
  const { t } = useTranslation();
  return useForm<SignUpValues>({
    initialValues: {
      userType: '',
      firstName: '',
      lastName: '',
      title: '',
      phone: '',
      address: '',
      email: '',
      organizationChoice: 'none',
      joinOrganizationId: null,
      joinOrganizationName: '',
      newOrganizationName: '',
      newOrganizationDescription: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    validate: validators(t),
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
}

export type SignUpForm = ReturnType<typeof useSignUpForm>;

const optional = (value: string) => value.trim() || undefined;

/** The register payload of docs/api.md point 5; empty optional fields are left out. */
export function toRegisterBody(values: SignUpValues): RegisterBody {
  const organization =
    values.organizationChoice === 'join' && values.joinOrganizationId
      ? { join: values.joinOrganizationId }
      : values.organizationChoice === 'create'
        ? {
            create: {
              name: values.newOrganizationName.trim(),
              description: optional(values.newOrganizationDescription),
            },
          }
        : undefined;
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: optional(values.title),
    phone: optional(values.phone),
    address: optional(values.address),
    userType: values.userType === 'limited' ? 'limited' : 'full',
    acceptTerms: true,
    organization,
  };
}
