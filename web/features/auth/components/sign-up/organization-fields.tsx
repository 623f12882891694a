import { Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { lazyPart } from '../../../../components/lazy-part';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicOrganizations } from '../../../../entities/organization/use-public-organizations';
import classes from './sign-up.module.css';
import type { OrganizationChoice, SignUpForm } from './use-sign-up-form';

const CHOICES: OrganizationChoice[] = ['join', 'create', 'none'];

// The organization picker (Mantine's Combobox and floating-ui) loads when "join" is chosen.
const JoinOrganizationSelect = lazyPart(
  () => import('./join-organization-select').then((m) => m.JoinOrganizationSelect),
  null,
  ['auth'],
);

/** Join an approved organization (searched on the server), request a new one, or neither for now. */
export function OrganizationFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const choice = form.values.organizationChoice;
  const organizations = usePublicOrganizations(debouncedSearch, choice === 'join');
  const options = (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }));

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('signUp.organization.heading')}
      </Title>
      <Radio.Group
        label={t('signUp.organization.choiceLabel')}
        value={choice}
        onChange={(value) => form.setFieldValue('organizationChoice', value as OrganizationChoice)}
      >
        <Stack gap="xs" mt="xs">
          {CHOICES.map((value) => (
            <Radio.Card key={value} value={value} radius="md" className={classes.choiceCard}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator size="sm" mt={2} />
                <div>
                  <Text fw={500} size="sm">
                    {t(`signUp.organization.${value}.label`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`signUp.organization.${value}.text`)}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {choice === 'join' ? (
        <JoinOrganizationSelect
          form={form}
          options={options}
          search={search}
          onSearchChange={setSearch}
          fetching={organizations.isFetching}
        />
      ) : null}
      {choice === 'create' ? (
        <>
          <TextInput label={t('fields.organizationName')} withAsterisk {...form.getInputProps('newOrganizationName')} />
          <Textarea
            label={t('fields.organizationDescription')}
            autosize
            minRows={2}
            {...form.getInputProps('newOrganizationDescription')}
          />
          <Text size="xs" c="dimmed">
            {t('signUp.organization.createNote')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
