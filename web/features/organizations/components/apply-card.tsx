import { Button, Card, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconHeading } from '../../../components/icon-heading';
import { ServerSearchSelect } from '../../../components/server-search-select';
import { required } from '../../../lib/validation';
import { usePublicOrganizations } from '../../../entities/organization';
import { useAddMember } from '../api/use-add-member';
import { notifyFailure, notifySuccess } from './notify';
import { RolePicker } from './role-picker';

interface Values {
  organizationId: string | null;
  role: 'member' | 'admin';
}

/** Applies to join an approved organization, searched by name, as member or admin. */
export function ApplyCard({ userId }: { userId: string }) {
  const { t } = useTranslation('organization');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const organizations = usePublicOrganizations(debounced);
  const apply = useAddMember();
  const form = useForm<Values>({
    initialValues: { organizationId: null, role: 'member' },
    validate: { organizationId: required(t, t('fields.organization')) },
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const options = (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }));

  const onSubmit = form.onSubmit(({ organizationId, role }) => {
    if (!organizationId) return;
    const name = options.find((o) => o.value === organizationId)?.label ?? '';
    apply.mutate(
      { organizationId, userId, role, self: true },
      {
        onSuccess: () => notifySuccess(t('apply.done', { name }), t('apply.doneText')),
        onError: (error) => notifyFailure(t, error, 'orgJoinFailed'),
      },
    );
  });

  return (
    <Card p="xl" h="100%" component="form" onSubmit={onSubmit} noValidate aria-labelledby="apply-title">
      <Stack gap="md" h="100%">
        <IconHeading
          icon={<IconUsersPlus size={24} aria-hidden />}
          id="apply-title"
          title={t('apply.title')}
          text={t('apply.text')}
        />
        <ServerSearchSelect
          label={t('fields.organization')}
          placeholder={t('apply.searchPlaceholder')}
          withAsterisk
          data={options}
          searchValue={search}
          onSearchChange={setSearch}
          fetching={organizations.isFetching}
          nothingFound={t('apply.nothingFound')}
          {...form.getInputProps('organizationId')}
        />
        <RolePicker value={form.values.role} onChange={(role) => form.setFieldValue('role', role)} />
        <Button
          type="submit"
          mt="auto"
          loading={apply.isPending}
          leftSection={<IconSend size={16} aria-hidden />}
          w="fit-content"
        >
          {t('apply.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
