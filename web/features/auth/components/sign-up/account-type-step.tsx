import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_TYPES } from '../../../../../common/api/values';
import classes from './sign-up.module.css';
import type { SignUpForm } from './use-sign-up-form';

const ICONS = { full: IconBuildingSkyscraper, limited: IconTool } as const;

/** Step 1: full functionality (municipalities, public companies) or limited (small owner-run companies). */
export function AccountTypeStep({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('auth');
  const { error, onChange, value } = form.getInputProps('userType');
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('signUp.accountType.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('signUp.accountType.text')}
        </Text>
      </div>
      <Radio.Group value={value as string} onChange={onChange} error={error} label={t('fields.userType')} withAsterisk>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {USER_TYPES.map((type) => {
            const Icon = ICONS[type];
            return (
              <Radio.Card key={type} value={type} className={classes.typeCard} radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator mt={4} />
                  <Stack gap={6}>
                    <ThemeIcon variant="light" size={40} radius="md">
                      <Icon size={22} aria-hidden />
                    </ThemeIcon>
                    <Text fw={600}>{t(`signUp.accountType.${type}.title`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`signUp.accountType.${type}.text`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
