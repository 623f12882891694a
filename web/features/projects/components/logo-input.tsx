import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_TYPES } from '../../../../common/api/values';
import { checkLogoFile, type LogoChange, type LogoProblem } from '../api/logo-change';
import { useFilePreview, useImageSrc } from '../api/use-image-src';
import classes from './logo-input.module.css';

interface LogoInputProps {
  value: LogoChange;
  onChange: (value: LogoChange) => void;
  /** The project's current logo url, if it has one. */
  current?: string | null;
  disabled?: boolean;
}

/** A small text button beside the logo: cancel the choice, remove the logo, or take the removal back. */
interface LogoActionProps {
  children: ReactNode;
  color: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
}

function LogoAction({ children, icon, ...rest }: LogoActionProps) {
  return (
    <Button variant="subtle" size="xs" leftSection={icon} {...rest}>
      {children}
    </Button>
  );
}

/** Choose, preview, cancel or remove the project logo; nothing is uploaded until the form is saved. */
export function LogoInput({ value, onChange, current = null, disabled = false }: LogoInputProps) {
  const { t } = useTranslation(['projects', 'projectPages'], { nsMode: 'fallback' });
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const file = value.state === 'changed' ? value.file : null;
  const preview = useFilePreview(file);
  const currentSrc = useImageSrc(current);
  const shown = value.state === 'changed' ? preview : value.state === 'cancelled' ? currentSrc : null;

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const issue = checkLogoFile(chosen);
    setProblem(issue);
    if (!issue) onChange({ state: 'changed', file: chosen });
  };

  return (
    <Input.Wrapper
      label={t('fields.logo')}
      description={t('logo.hint')}
      error={problem ? t(`logo.problem.${problem}`) : null}
    >
      <Group gap="md" mt={6} wrap="nowrap" align="center">
        <Box className={classes.preview}>
          {shown ? (
            <Image src={shown} alt={t('logo.previewAlt')} fit="contain" h="100%" w="100%" />
          ) : (
            <IconPhoto size={30} aria-hidden color="var(--mantine-color-gray-5)" />
          )}
        </Box>
        <Stack gap={6}>
          {file ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {file.name}
            </Text>
          ) : null}
          <Group gap="xs" display={disabled ? 'none' : undefined}>
            <FileButton onChange={choose} accept={LOGO_TYPES.join(',')} disabled={disabled}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />}>
                  {shown ? t('logo.replace') : t('logo.choose')}
                </Button>
              )}
            </FileButton>
            {value.state === 'changed' ? (
              <LogoAction
                color="gray"
                icon={<IconX size={14} aria-hidden />}
                onClick={() => onChange(current ? { state: 'cancelled' } : { state: 'empty' })}
                disabled={disabled}
              >
                {t('logo.cancel')}
              </LogoAction>
            ) : null}
            {value.state === 'cancelled' && current ? (
              <LogoAction
                color="red"
                icon={<IconTrash size={14} aria-hidden />}
                onClick={() => onChange({ state: 'empty' })}
                disabled={disabled}
              >
                {t('logo.remove')}
              </LogoAction>
            ) : null}
            {value.state === 'empty' && current ? (
              <LogoAction
                color="gray"
                icon={<IconArrowBackUp size={14} aria-hidden />}
                onClick={() => onChange({ state: 'cancelled' })}
                disabled={disabled}
              >
                {t('logo.undoRemove')}
              </LogoAction>
            ) : null}
          </Group>
          {value.state === 'empty' && current ? (
            <Text size="xs" c="red.9">
              {t('logo.willRemove')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
