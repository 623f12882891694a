/**
 * The mails of a review (docs/api.md §7 "Reviews"), in the recipient's language, text and HTML: to the reviewers when it
 * starts, to the approver when every reviewer is done, to its creator when it closes, to those still taking part
 * when it is cancelled.
 */
import { formatDate } from '../../common/format';
import type { ReviewStatus } from '../../common/api/review';
import type { MailMessage } from './mailer';

export type ReviewMailKind = 'started' | 'ready' | 'closed' | 'cancelled';

export interface ReviewMailFacts {
  name: string;
  projectName: string;
  dueDate: string;
  message: string;
  status: ReviewStatus;
  /** Who did the step: the creator who started or cancelled it, the last reviewer, the approver. */
  actorName: string;
  link: string;
  files: Array<{ name: string; revision: string | null; decision?: string | null }>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEXTS = {
  sv: {
    hello: (name: string) => `Hej ${name}!`,
    subject: {
      started: (f: ReviewMailFacts) => `Granskning: ${f.name} (${f.projectName})`,
      ready: (f: ReviewMailFacts) => `Klar för beslut: ${f.name} (${f.projectName})`,
      closed: (f: ReviewMailFacts) => `Granskning avslutad: ${f.name} (${f.projectName})`,
      cancelled: (f: ReviewMailFacts) => `Granskning avbruten: ${f.name} (${f.projectName})`,
    },
    intro: {
      started: (f: ReviewMailFacts) =>
        `${f.actorName} har skickat ${f.files.length} ${f.files.length === 1 ? 'fil' : 'filer'} på granskning till dig. Granska senast ${formatDate(f.dueDate)}.`,
      ready: (f: ReviewMailFacts) =>
        `Alla granskare är klara. Du är godkännare: ta ställning till varje fil senast ${formatDate(f.dueDate)}.`,
      closed: (f: ReviewMailFacts) => `${f.actorName} har fattat beslut. Resultat: ${STATUS_SV[f.status]}.`,
      cancelled: (f: ReviewMailFacts) => `${f.actorName} har avbrutit granskningen.`,
    },
    message: 'Meddelande',
    files: 'Filer',
    open: 'Öppna granskningen',
    decision: { approved: 'godkänd', approved_with_comments: 'godkänd med kommentarer', rejected: 'avvisad' },
    footer: 'Du får det här mejlet för att du deltar i granskningen i Byggarkiv.',
  },
  en: {
    hello: (name: string) => `Hi ${name},`,
    subject: {
      started: (f: ReviewMailFacts) => `Review: ${f.name} (${f.projectName})`,
      ready: (f: ReviewMailFacts) => `Ready for your decision: ${f.name} (${f.projectName})`,
      closed: (f: ReviewMailFacts) => `Review closed: ${f.name} (${f.projectName})`,
      cancelled: (f: ReviewMailFacts) => `Review cancelled: ${f.name} (${f.projectName})`,
    },
    intro: {
      started: (f: ReviewMailFacts) =>
        `${f.actorName} has sent you ${f.files.length} ${f.files.length === 1 ? 'file' : 'files'} for review. Please review by ${formatDate(f.dueDate)}.`,
      ready: (f: ReviewMailFacts) =>
        `Every reviewer is done. You are the approver: decide on each file by ${formatDate(f.dueDate)}.`,
      closed: (f: ReviewMailFacts) => `${f.actorName} has decided. Outcome: ${STATUS_EN[f.status]}.`,
      cancelled: (f: ReviewMailFacts) => `${f.actorName} has cancelled the review.`,
    },
    message: 'Message',
    files: 'Files',
    open: 'Open the review',
    decision: { approved: 'approved', approved_with_comments: 'approved with comments', rejected: 'rejected' },
    footer: 'You get this mail because you take part in the review in Byggarkiv.',
  },
} as const;

const STATUS_SV: Record<ReviewStatus, string> = {
  open: 'pågår',
  approved: 'godkänd',
  rejected: 'avvisad',
  partly_approved: 'delvis godkänd',
  cancelled: 'avbruten',
};
const STATUS_EN: Record<ReviewStatus, string> = {
  open: 'open',
  approved: 'approved',
  rejected: 'rejected',
  partly_approved: 'partly approved',
  cancelled: 'cancelled',
};

export function reviewMail(
  kind: ReviewMailKind,
  to: { email: string; firstName: string; language: 'sv' | 'en' },
  facts: ReviewMailFacts,
): MailMessage {
  const t = TEXTS[to.language];
  const decisionOf = (d: string | null | undefined) =>
    d && d in t.decision ? ` — ${t.decision[d as keyof typeof t.decision]}` : '';
  const fileLine = (f: ReviewMailFacts['files'][number]) =>
    `${f.name}${f.revision ? ` (rev ${f.revision})` : ''}${decisionOf(f.decision)}`;
  const text = [
    t.hello(to.firstName || to.email),
    '',
    t.intro[kind](facts),
    '',
    ...(facts.message && kind === 'started' ? [`${t.message}:`, facts.message, ''] : []),
    `${t.files}:`,
    ...facts.files.map((f) => `- ${fileLine(f)}`),
    '',
    `${t.open}: ${facts.link}`,
    '',
    '---',
    t.footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${to.language}"><body style="font-family:Inter,Arial,sans-serif;color:#181c32">
<h2 style="color:#009EF7">Byggarkiv</h2>
<p>${escapeHtml(t.hello(to.firstName || to.email))}</p>
<p>${escapeHtml(t.intro[kind](facts))}</p>
${facts.message && kind === 'started' ? `<p style="white-space:pre-line;border-left:3px solid #009EF7;padding-left:12px">${escapeHtml(facts.message)}</p>` : ''}
<h3 style="margin:16px 0 8px">${t.files}</h3>
<ul>${facts.files.map((f) => `<li>${escapeHtml(fileLine(f))}</li>`).join('')}</ul>
<p><a href="${escapeHtml(facts.link)}" style="background:#009EF7;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${t.open}</a></p>
<hr style="margin-top:24px;border:none;border-top:1px solid #eff2f5">
<p style="color:#7e8299;font-size:13px">${t.footer}</p>
</body></html>`;
  return { to: to.email, subject: t.subject[kind](facts), text, html };
}
