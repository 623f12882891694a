import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

export type PersonField = 'firstName' | 'lastName' | 'title' | 'phone' | 'address';

interface PersonFieldsProps {
  /** A field's label, from the caller's catalog. */
  label: (field: PersonField) => string;
  /** The form's getInputProps. */
  inputProps: (field: PersonField) => GetInputPropsReturnType;
  /** A field between the names and the title (the sign-up's e-mail). */
  afterNames?: ReactNode;
  /** Fields after the address (the profile's read-only e-mail). */
  children?: ReactNode;
}

/** A person's names (required), title, phone and address in two columns, as the sign-up and the profile ask them. */
export function PersonFields({ label, inputProps, afterNames, children }: PersonFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={label('firstName')} autoComplete="given-name" withAsterisk {...inputProps('firstName')} />
      <TextInput label={label('lastName')} autoComplete="family-name" withAsterisk {...inputProps('lastName')} />
      {afterNames}
      <TextInput label={label('title')} autoComplete="organization-title" {...inputProps('title')} />
      <TextInput label={label('phone')} type="tel" autoComplete="tel" {...inputProps('phone')} />
      <TextInput label={label('address')} autoComplete="street-address" {...inputProps('address')} />
      {children}
    </SimpleGrid>
  );
}
