import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SecondFactorKind } from '../../../../common/api/account-security';
import { jsonResponse, renderPage } from '../../../test/render';
import { MfaStepForm } from './mfa-step-form';

const renderStep = (methods: SecondFactorKind[]) =>
  renderPage(<MfaStepForm mfaToken="t" methods={methods} onSignedIn={vi.fn()} onCancel={vi.fn()} />, '/sign-in');

describe('MfaStepForm', () => {
  it('offers only the passkey to a person who has no app', () => {
    renderStep(['passkey']);
    expect(screen.getByRole('button', { name: 'Använd nyckel' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sexsiffrig kod')).not.toBeInTheDocument();
  });

  it('offers the passkey and the code to a person who has both', () => {
    renderStep(['totp', 'passkey']);
    expect(screen.getByRole('button', { name: 'Använd nyckel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sexsiffrig kod')).toBeInTheDocument();
  });

  it("says in Swedish that the browser's prompt was not completed, not the browser's English", async () => {
    // Options arrive, but this browser has no WebAuthn (jsdom): the prompt fails before any credential.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ body: { challenge: 'Y2hhbGxlbmdl', allowCredentials: [] } })),
    );
    renderStep(['passkey']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Använd nyckel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nyckeln användes inte');
    expect(screen.queryByLabelText('Sexsiffrig kod')).not.toBeInTheDocument();
  });
});
