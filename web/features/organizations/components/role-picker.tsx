import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RolePickerProps {
  value: 'member' | 'admin';
  onChange: (role: 'member' | 'admin') => void;
  label?: string;
}

/** Member or admin, as a labelled two-way switch. */
export function RolePicker({ value, onChange, label }: RolePickerProps) {
  const { t } = useTranslation('organization');
  const id = useId();
  return (
    <Input.Wrapper label={label ?? t('fields.role')} id={id}>
      <SegmentedControl
        fullWidth
        mt={4}
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(next) => onChange(next === 'admin' ? 'admin' : 'member')}
        data={[
          { value: 'member', label: t('roles.member') },
          { value: 'admin', label: t('roles.admin') },
        ]}
      />
    </Input.Wrapper>
  );
}
