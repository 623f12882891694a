import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthShell } from '../features/auth/components/auth-shell';
import { SsoFailedAlert } from '../features/auth/components/sso-choice';
import { useSsoExchange } from '../features/auth/api/use-sso';
import { ApiRequestError } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';
import { safeRedirect } from '../lib/redirect';

/** The one-time code the callback put in the fragment. */
const codeInUrl = () => new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';

/**
 * `/sso/klar`: where the server sends the browser after the organization's provider signed the person in. The
 * one-time code is traded for the session (never a token in a URL), and the app opens where the sign-in was headed.
 */
export function SsoDonePage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('sso.doneTitle'));
  const navigate = useNavigate();
  const exchange = useSsoExchange();
  // Read during render but wiped only once committed: a render that suspends (its texts loading) is thrown away.
  const [code] = useState(codeInUrl);
  const started = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effect: the code is single-use.
    if (started.current || !code) return;
    started.current = true;
    // Out of the address bar and the history once it is being used.
    window.history.replaceState(null, '', window.location.pathname);
    exchange.mutate(code, { onSuccess: (answer) => void navigate(safeRedirect(answer.redirect), { replace: true }) });
  }, [code, exchange, navigate]);

  const failed = !code || exchange.isError;
  const errorCode =
    exchange.error instanceof ApiRequestError && exchange.error.code ? exchange.error.code : 'SSO_CODE_INVALID';
  return (
    <AuthShell>
      <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} radius="lg">
        <Stack gap="lg" align="center" ta="center">
          <Title order={1} size="h2">
            {t('sso.doneTitle')}
          </Title>
          {failed ? (
            <>
              <SsoFailedAlert code={errorCode} />
              <Anchor component={Link} to="/sign-in" fw={600}>
                {t('sso.backToSignIn')}
              </Anchor>
            </>
          ) : (
            <>
              <Loader aria-hidden />
              <Text role="status">{t('sso.signingIn')}</Text>
            </>
          )}
        </Stack>
      </Paper>
    </AuthShell>
  );
}
