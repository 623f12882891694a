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
  },
} as const;

export function deadlineMail(
  to: string,
  firstName: string,
  language: 'sv' | 'en',
  day: string,
  items: DeadlineItem[],
  baseUrl: string,
): MailMessage {
  const t = TEXTS[language];
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
    t.intro,
    '',
    ...section(t.overdueHeading, overdue),
    ...section(t.upcomingHeading, upcoming),
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
<p>${t.intro}</p>
${table(t.overdueHeading, overdue, '#b5001f')}
${table(t.upcomingHeading, upcoming, '#7e5500')}
<hr style="margin-top:24px;border:none;border-top:1px solid #eff2f5">
<p style="color:#7e8299;font-size:13px">${t.footer} <a href="${escapeHtml(settingsLink)}" style="color:#009EF7">${t.settings}</a></p>
</body></html>`;
  return { to, subject: t.subject(overdue.length, upcoming.length), text, html };
}
