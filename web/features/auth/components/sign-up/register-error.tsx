import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAuthError } from '../../../../lib/error-message';
import { ERROR_CODES } from '../../../../../common/api/error-code-names';
import { hasErrorCode } from '../../../../lib/error-message';

interface RegisterErrorProps {
  error: unknown;
  onEditEmail: () => void;
}

/** Sign-up failure per docs/product.md point 8; a taken e-mail also marks the field and offers to change it. */
export function RegisterError({ error, onEditEmail }: RegisterErrorProps) {
  const { t } = useTranslation('auth');
  const emailTaken = hasErrorCode(error, ERROR_CODES.emailTaken);

  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('errors:registerFailed')}
      role="alert"
      mt="md"
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {formatAuthError(t, error)}
      </Text>
      {emailTaken ? (
        <Button variant="subtle" color="red" size="compact-sm" px={0} mt="xs" onClick={onEditEmail}>
          {t('signUp.editEmail')}
        </Button>
      ) : null}
    </Alert>
  );
}
