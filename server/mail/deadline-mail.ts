/** The morning deadline mail, in the reader's language, as plain text and HTML. */
import { formatDate } from '../../common/format';
import { daysBetween } from '../jobs/stockholm-time';
import type { MailMessage } from './mailer';

export interface DeadlineItem {
  name: string;
  /** YYYY-MM-DD */
  deadline: string;
  status: 'todo' | 'ongoing' | 'done';
  projectName: string;
  link: string;
}

/** An open review past its due date that waits for the reader (their part, or their decision as approver). */
export interface OverdueReviewItem {
  name: string;
  /** YYYY-MM-DD */
  dueDate: string;
  projectName: string;
  waitsFor: 'review' | 'decision';
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const TEXTS = {
  sv: {
    hello: (name: string) => `Hej ${name}!`,
    intro: 'Här är dina aktiviteter i Byggarkiv som är försenade eller förfaller inom tre dagar.',
    overdueHeading: 'Försenade',
    upcomingHeading: 'Förfaller snart',
    when: (days: number) =>
      days < 0
        ? `${-days} ${-days === 1 ? 'dag' : 'dagar'} sen`
        : days === 0
          ? 'förfaller i dag'
          : `om ${days} ${days === 1 ? 'dag' : 'dagar'}`,
    open: 'Öppna',
    subject: (overdue: number, upcoming: number) =>
      `Byggarkiv: ${[overdue ? `${overdue} försenade` : '', upcoming ? `${upcoming} som förfaller snart` : '']
        .filter(Boolean)
        .join(' och ')} aktiviteter`,
    footer:
      'Du får det här mejlet för att du är ansvarig för aktiviteterna. Stäng av det under Mitt konto → Inställningar.',
    settings: 'Inställningar',
    reviewsHeading: 'Försenade granskningar',
    waitsFor: { review: 'din granskning', decision: 'ditt beslut' },
    reviewsIntro: 'Här är granskningar i Byggarkiv som har passerat sitt slutdatum och väntar på dig.',
    reviewsSubject: (n: number) => `Byggarkiv: ${n} ${n === 1 ? 'försenad granskning' : 'försenade granskningar'}`,
  },
  en: {
    hello: (name: string) => `Hi ${name},`,
    intro: 'These are your Byggarkiv activities that are overdue or due within three days.',
    overdueHeading: 'Overdue',
    upcomingHeading: 'Due soon',
    when: (days: number) =>
      days < 0
        ? `${-days} ${-days === 1 ? 'day' : 'days'} late`
        : days === 0
          ? 'due today'
          : `in ${days} ${days === 1 ? 'day' : 'days'}`,
    open: 'Open',
    subject: (overdue: number, upcoming: number) =>
      `Byggarkiv: ${[overdue ? `${overdue} overdue` : '', upcoming ? `${upcoming} due soon` : '']
        .filter(Boolean)
        .join(' and ')} ${overdue + upcoming === 1 ? 'activity' : 'activities'}`,
    footer:
      'You get this mail because you are responsible for these activities. Turn it off under My account → Settings.',
    settings: 'Settings',
    reviewsHeading: 'Overdue reviews',
    waitsFor: { review: 'your review', decision: 'your decision' },
    reviewsIntro: 'These Byggarkiv reviews are past their due date and wait for you.',
    reviewsSubject: (n: number) => `Byggarkiv: ${n} overdue ${n === 1 ? 'review' : 'reviews'}`,
  },
} as const;

export function deadlineMail(
  to: string,
  firstName: string,
  language: 'sv' | 'en',
  day: string,
  items: DeadlineItem[],
  baseUrl: string,
  reviews: OverdueReviewItem[] = [],
): MailMessage {
  const t = TEXTS[language];
  const intro = items.length ? t.intro : t.reviewsIntro;
  const reviewLine = (r: OverdueReviewItem) =>
    `- ${r.name} (${r.projectName}) — ${formatDate(r.dueDate)}, ${t.when(daysBetween(day, r.dueDate))}, ${t.waitsFor[r.waitsFor]}\n  ${r.link}`;
  const reviewSection = reviews.length ? [t.reviewsHeading, ...reviews.map(reviewLine), ''] : [];
  const name = firstName || to;
  const overdue = items.filter((item) => item.deadline < day);
  const upcoming = items.filter((item) => item.deadline >= day);
  // Dates as the web app shows them: sv-SE for Swedish, and for English as well (SPEC: dates in sv-SE).
  const line = (item: DeadlineItem) =>
    `- ${item.name} (${item.projectName}) — ${formatDate(item.deadline)}, ${t.when(daysBetween(day, item.deadline))}\n  ${item.link}`;
  const section = (heading: string, list: DeadlineItem[]) => (list.length ? [heading, ...list.map(line), ''] : []);
  const settingsLink = `${baseUrl}/account/settings`;
  const text = [
    t.hello(name),
    '',
    intro,
    '',
    ...section(t.overdueHeading, overdue),
    ...section(t.upcomingHeading, upcoming),
    ...reviewSection,
    '---',
    t.footer,
    settingsLink,
  ].join('\n');

  const rows = (list: DeadlineItem[], colour: string) =>
    list
      .map(
        (item) => `<tr>
<td style="padding:8px 12px;border-bottom:1px solid #eff2f5"><a href="${escapeHtml(item.link)}" style="color:#181c32;font-weight:600;text-decoration:none">${escapeHtml(item.name)}</a><br><span style="color:#7e8299">${escapeHtml(item.projectName)}</span></td>
<td style="padding:8px 12px;border-bottom:1px solid #eff2f5;white-space:nowrap">${escapeHtml(formatDate(item.deadline))}<br><span style="color:${colour}">${escapeHtml(t.when(daysBetween(day, item.deadline)))}</span></td>
<td style="padding:8px 12px;border-bottom:1px solid #eff2f5"><a href="${escapeHtml(item.link)}" style="color:#009EF7">${t.open}</a></td>
</tr>`,
      )
      .join('\n');
  const table = (heading: string, list: DeadlineItem[], colour: string) =>
    list.length
      ? `<h3 style="margin:24px 0 8px;color:${colour}">${heading}</h3>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px">${rows(list, colour)}</table>`
      : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Inter,Arial,sans-serif;color:#181c32">
<h2 style="color:#009EF7">Byggarkiv</h2>
<p>${escapeHtml(t.hello(name))}</p>
<p>${intro}</p>
${table(t.overdueHeading, overdue, '#b5001f')}
${table(t.upcomingHeading, upcoming, '#7e5500')}
${reviewTable(t, day, reviews)}
<hr style="margin-top:24px;border:none;border-top:1px solid #eff2f5">
<p style="color:#7e8299;font-size:13px">${t.footer} <a href="${escapeHtml(settingsLink)}" style="color:#009EF7">${t.settings}</a></p>
</body></html>`;
  const subject = items.length ? t.subject(overdue.length, upcoming.length) : t.reviewsSubject(reviews.length);
  return { to, subject, text, html };
}

function reviewTable(t: (typeof TEXTS)['sv' | 'en'], day: string, reviews: OverdueReviewItem[]): string {
  if (!reviews.length) return '';
  const rows = reviews
    .map(
      (r) => `<tr>
<td style="padding:8px 12px;border-bottom:1px solid #eff2f5"><a href="${escapeHtml(r.link)}" style="color:#181c32;font-weight:600;text-decoration:none">${escapeHtml(r.name)}</a><br><span style="color:#7e8299">${escapeHtml(r.projectName)}</span></td>
<td style="padding:8px 12px;border-bottom:1px solid #eff2f5;white-space:nowrap">${escapeHtml(formatDate(r.dueDate))}<br><span style="color:#b5001f">${escapeHtml(t.when(daysBetween(day, r.dueDate)))}</span></td>
<td style="padding:8px 12px;border-bottom:1px solid #eff2f5">${escapeHtml(t.waitsFor[r.waitsFor])}</td>
</tr>`,
    )
    .join('\n');
  return `<h3 style="margin:24px 0 8px;color:#b5001f">${t.reviewsHeading}</h3>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px">${rows}</table>`;
}
