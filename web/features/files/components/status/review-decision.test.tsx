import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileReviewDecision } from '../../../../../common/api/review';
import { renderPage } from '../../../../test/render';
import { marksRow, ReviewDecisionLine, ReviewDecisionMarker, ReviewDecisionNotice } from './review-decision';

const rejected: FileReviewDecision = {
  review: 'r1',
  reviewName: 'Systemhandling K',
  decision: 'rejected',
  comment: 'kontrollera måttet',
  approver: { _id: 'u1', firstName: 'Anna', lastName: 'Berg' },
  decidedAt: '2026-11-20T10:00:00.000Z',
  revisionId: 'rev1',
  revision: 'A',
};

describe('the review decision on a file', () => {
  it('tells the decision, the approver, the date and the comment, with the way to the review', () => {
    renderPage(<ReviewDecisionNotice decision={rejected} revision="A" />);
    const notice = screen.getByTestId('review-decision-notice');
    expect(notice).toHaveTextContent(
      "Avvisad i granskning 'Systemhandling K' av Anna Berg 2026-11-20: kontrollera måttet",
    );
    expect(notice).not.toHaveTextContent('Gäller revision');
    expect(screen.getByRole('link', { name: 'Öppna granskningen' })).toHaveAttribute('href', '/granskningar/r1');
  });

  it('names the revision it was about once a newer one is uploaded', () => {
    renderPage(<ReviewDecisionLine decision={rejected} revision="B" />);
    expect(screen.getByTestId('review-decision-line')).toHaveTextContent('(Gäller revision A.)');
  });

  it('marks a list row with the sentence as its name, and leaves a plain approval to the status', () => {
    renderPage(<ReviewDecisionMarker decision={{ ...rejected, approver: null, comment: '' }} revision="A" />);
    expect(
      screen.getByRole('img', { name: "Avvisad i granskning 'Systemhandling K' av en borttagen användare 2026-11-20" }),
    ).toBeInTheDocument();
    expect(marksRow({ ...rejected, decision: 'approved', comment: '' })).toBe(false);
    expect(marksRow({ ...rejected, decision: 'approved', comment: 'Rätta stavfel' })).toBe(true);
    expect(marksRow(null)).toBe(false);
  });
});
