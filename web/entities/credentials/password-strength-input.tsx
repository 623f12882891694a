import { Box, Group, List, Progress, Text, VisuallyHidden, type PasswordInputProps } from '@mantine/core';
import { PasswordInput } from '../../components/password-input';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_CHECKS, meterValue, scoreLevel, usePasswordScore } from '../../lib/password-strength';

/** Bar colours are bright; the level's text uses darker tones that keep AA contrast on white. */
const BAR_COLOR = { weak: 'red.6', fair: 'yellow.6', strong: 'teal.6' } as const;
const TEXT_COLOR = { weak: '#c92a2a', fair: '#8a5300', strong: '#087f5b' } as const;

interface PasswordStrengthInputProps extends Omit<PasswordInputProps, 'value'> {
  value: string;
  /** The person's e-mail and names: a password made of them is guessable too. */
  personal?: readonly string[];
}

/** A password field with a meter and a checklist: length, lowercase, uppercase, digit, special character. */
export function PasswordStrengthInput({ value, personal, ...inputProps }: PasswordStrengthInputProps) {
  const { t } = useTranslation('auth');
  const estimate = usePasswordScore(value, personal);
  const score = meterValue(value, estimate);
  const level = scoreLevel(estimate, value);
  const uncommon = estimate !== null && !estimate.tooCommon;
  return (
    <Box>
      <PasswordInput value={value} {...inputProps} />
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Progress
          value={score}
          color={BAR_COLOR[level]}
          size="sm"
          flex={1}
          transitionDuration={200}
          aria-label={t('password.strengthLabel')}
        />
        <Text size="xs" fw={600} c={value ? TEXT_COLOR[level] : 'dimmed'} miw={48} ta="right" aria-live="polite">
          {value ? t(`password.levels.${level}`) : ''}
        </Text>
      </Group>
      <List size="xs" spacing={2} mt="xs" listStyleType="none" aria-label={t('password.checklistLabel')}>
        {PASSWORD_CHECKS.map((check) => {
          const ok = check.test(value);
          return (
            <List.Item
              key={check.id}
              icon={
                ok ? (
                  <IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden />
                ) : (
                  <IconX size={14} color="var(--mantine-color-gray-6)" aria-hidden />
                )
              }
              c={ok ? 'teal.9' : 'dimmed'}
              data-passed={ok}
            >
              {t(`password.checks.${check.id}`)}
              <VisuallyHidden>{ok ? ` – ${t('password.met')}` : ` – ${t('password.notMet')}`}</VisuallyHidden>
            </List.Item>
          );
        })}
        <List.Item
          icon={
            uncommon ? (
              <IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden />
            ) : (
              <IconX size={14} color="var(--mantine-color-gray-6)" aria-hidden />
            )
          }
          c={uncommon ? 'teal.9' : value && estimate?.tooCommon ? 'red.9' : 'dimmed'}
          data-passed={uncommon}
          data-check="uncommon"
        >
          {t('password.checks.uncommon')}
          <VisuallyHidden>{uncommon ? ` – ${t('password.met')}` : ` – ${t('password.notMet')}`}</VisuallyHidden>
        </List.Item>
      </List>
    </Box>
  );
}
