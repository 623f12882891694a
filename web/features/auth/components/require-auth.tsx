import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ApiRequestError } from '../../../lib/api-client';
import { getToken, storeAuthError } from '../../../lib/auth-storage';
import { authErrorParts } from '../../../lib/error-message';
import { signInPath } from '../../../lib/redirect';
import { authKeys } from '../../../entities/session/keys';
import { endSession } from '../../../entities/session/session';
import { useMfaSetupRequired } from '../../../entities/session/use-current-user';
import { useVerifyToken } from '../../../entities/session/use-verify-token';
import { lazyPart } from '../../../components/lazy-part';

// Few ever see it: its code and the auth texts load only for a member held by their organization's requirement.
const MfaSetupRequired = lazyPart(
  () => import('./mfa-setup-required').then((m) => m.MfaSetupRequired),
  <PageLoader fullScreen />,
  ['auth'],
);

/** The server answered and rejected the token; a network or server fault is not a verdict on it. */
function isRejection(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500;
}

/**
 * Guards the signed-in part: verifies the stored token on every navigation (docs/product.md point 2). A
 * rejected token stores the reason and logs out; the page keeps showing while a check is in flight.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const verify = useVerifyToken(location.key);
  const hasToken = getToken() !== null;
  const rejected = verify.isError && isRejection(verify.error);
  const mfaHold = useMfaSetupRequired();

  useEffect(() => {
    if (!rejected) return;
    const code = verify.error instanceof ApiRequestError ? verify.error.code : undefined;
    storeAuthError({ code, text: authErrorParts(verify.error).text });
    endSession(queryClient);
  }, [rejected, verify.error, queryClient]);

  if (!hasToken || rejected) return <Navigate to={signInPath(location)} replace />;
  if (mfaHold) return <MfaSetupRequired />;
  // Right after sign-in the session user is known, so the page need not wait for the first check.
  if (verify.data || (!verify.isError && queryClient.getQueryData(authKeys.session))) return children;
  if (verify.isError) return <ConnectionProblem onRetry={() => void verify.refetch()} />;
  return <PageLoader fullScreen />;
}

function ConnectionProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" maw={440} role="alert">
        <Stack align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconPlugConnectedX size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('connection.title')}
          </Title>
          <Text c="dimmed">{t('connection.text')}</Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            {t('connection.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
