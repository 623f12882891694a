import { Badge, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SsoConfig } from '../../../../common/api/sso';
import { formatDateTime } from '../../../../common/format';
import type { Organization } from '../api/types';
import { useVerifySsoDomain } from '../api/use-sso-config';
import { notifyFailure, notifySuccess } from './notify';

type Claim = SsoConfig['domains'][number];

/**
 * The saved e-mail domains and their proof (docs/api.md §7 "Single sign-on"): a domain sends nobody to the
 * provider until its DNS holds the TXT record shown here and "Verify" has found it. The superadmin may mark one
 * verified without DNS (a test environment).
 */
export function SsoDomains({ org, saved }: { org: Organization; saved: SsoConfig }) {
  const { t } = useTranslation('organization');
  const verify = useVerifySsoDomain(org._id);
  const run = (domain: string, withoutDns: boolean) =>
    verify.mutate(
      { domain, withoutDns: withoutDns || undefined },
      {
        onSuccess: () => notifySuccess(t('sso.domainVerified', { domain })),
        onError: (error) => notifyFailure(t, error, 'orgUpdateFailed'),
      },
    );
  const busy = (domain: string) => verify.isPending && verify.variables.domain === domain;
  return (
    <Stack gap="xs" component="section" aria-labelledby="sso-domains-title">
      <Text size="sm" fw={500} id="sso-domains-title">
        {t('sso.domainsState')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('sso.domainsStateHelp')}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {saved.domains.map((claim) => (
          <DomainRow
            key={claim.domain}
            claim={claim}
            loading={busy(claim.domain)}
            canMark={org.abilities.markSsoDomainVerified}
            onVerify={(withoutDns) => run(claim.domain, withoutDns)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

function DomainRow({
  claim,
  loading,
  canMark,
  onVerify,
}: {
  claim: Claim;
  loading: boolean;
  canMark: boolean;
  onVerify: (withoutDns: boolean) => void;
}) {
  const { t } = useTranslation('organization');
  return (
    <Stack component="li" gap={6} data-domain={claim.domain}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {claim.domain}
        </Text>
        <Badge color={claim.verified ? 'green' : 'yellow'} variant="light" size="sm">
          {t(claim.verified ? 'sso.verified' : 'sso.unverified')}
        </Badge>
      </Group>
      {claim.verified ? (
        <Text size="xs" c="dimmed">
          {t(claim.verifiedBy === 'superadmin' ? 'sso.verifiedBySuperadmin' : 'sso.verifiedByDns', {
            date: claim.verifiedAt ? formatDateTime(claim.verifiedAt) : '',
          })}
        </Text>
      ) : (
        <>
          <Text size="xs" c="dimmed" id={`txt-${claim.domain}`}>
            {t('sso.txtHelp', { domain: claim.domain })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code aria-labelledby={`txt-${claim.domain}`} style={{ overflowWrap: 'anywhere', flex: 1 }}>
              {claim.txtRecord}
            </Code>
            <CopyButton value={claim.txtRecord}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={copy}
                  aria-label={t('sso.copyRecord', { domain: claim.domain })}
                  leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                >
                  {copied ? t('sso.copied') : t('sso.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              loading={loading}
              onClick={() => onVerify(false)}
              leftSection={<IconShieldCheck size={14} aria-hidden />}
              aria-label={t('sso.verifyNamed', { domain: claim.domain })}
            >
              {t('sso.verify')}
            </Button>
            {canMark ? (
              <Button size="xs" variant="default" disabled={loading} onClick={() => onVerify(true)}>
                {t('sso.markVerified')}
              </Button>
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
