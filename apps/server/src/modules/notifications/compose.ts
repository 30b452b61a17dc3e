/**
 * How a message to the shop looks on each channel, composed once when it is stored: Telegram's text
 * (HTML parse mode, every value escaped) and the e-mail's plain text and HTML. The modules that tell
 * the shop about something (orders, inquiries) give the title, the facts and the link.
 */
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import { escapeHtml } from '../../lib/html.js';

export interface Fact {
  label: string;
  value: string;
}

export interface Composed {
  title: string;
  /** a line under the title */
  note?: string;
  facts: Fact[];
  link?: { href: string; text: string };
}

/** The e-mail parts of a message. */
export interface EmailParts {
  text: string;
  html: string;
}

/** The facts that have a value. */
export const present = (facts: Array<Fact | false>): Fact[] =>
  facts.filter((fact): fact is Fact => fact !== false);
/** A fact, or none when its value is null. */
export const fact = (label: string, value: string | null): Fact | false => value !== null && { label, value };

export function telegramText({ title, note, facts, link }: Composed): string {
  const lines = [
    `<b>${escapeHtml(title)}</b>`,
    ...(note ? [escapeHtml(note)] : []),
    ...facts.map(({ label, value }) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`),
  ];
  if (link) lines.push('', `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`);
  return lines.join('\n');
}

export function emailParts({ title, facts, link }: Composed): EmailParts {
  const text = [title, '', ...facts.map(({ label, value }) => NOTIFICATION_TEXTS.line(label, value))];
  if (link) text.push('', `${link.text}: ${link.href}`);
  const paragraph = (content: string) => `<p>${content}</p>`;
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#0f172a">
${paragraph(`<b>${escapeHtml(title)}</b>`)}
${facts.map(({ label, value }) => paragraph(`<b>${escapeHtml(label)}:</b> ${escapeHtml(value).replace(/\n/g, '<br>')}`)).join('\n')}
${link ? paragraph(`<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`) : ''}
</body></html>`;
  return { text: text.join('\n'), html };
}

/**
 * A link to one of the shop's pages (the web's routes); without PUBLIC_URL the server does not know its
 * address and the message goes without a link.
 */
export function linkTo(publicUrl: string | undefined, path: string, text: string) {
  return publicUrl ? { href: `${publicUrl.replace(/\/+$/, '')}${path}`, text } : undefined;
}
