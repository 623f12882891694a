import { Group, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '../../../../common/api/project';
import { VISIBILITIES } from '../../../../common/api/values';
import classes from './visibility-picker.module.css';
import { VISIBILITY_ICONS } from './visibility-badge';

interface VisibilityPickerProps {
  value: Visibility;
  onChange: (value: Visibility) => void;
  disabled?: boolean;
}

/** Public, organization or project team only (docs/product.md point 6), each with who that means. */
export function VisibilityPicker({ value, onChange, disabled = false }: VisibilityPickerProps) {
  const { t } = useTranslation('projects');
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as Visibility)}
      label={t('fields.visibility')}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="sm">
        {VISIBILITIES.map((visibility) => {
          const Icon = VISIBILITY_ICONS[visibility];
          return (
            <Radio.Card key={visibility} value={visibility} className={classes.card} radius="md" disabled={disabled}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} size="sm" />
                <Stack gap={4}>
                  <Group gap={6} wrap="nowrap">
                    <ThemeIcon variant="light" size={24} radius="sm">
                      <Icon size={14} aria-hidden />
                    </ThemeIcon>
                    <Text fw={600} size="sm">
                      {t(`visibility.${visibility}.label`)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`visibility.${visibility}.text`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
