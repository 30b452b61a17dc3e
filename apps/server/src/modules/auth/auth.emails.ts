import { EMAIL_TEXTS } from '@shop/shared/emails/texts';
import type { ShopPublic } from '@shop/shared/shop/settings';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../lib/mailer.js';

const T = EMAIL_TEXTS;

/** What a message says of the shop: its name, address and first phone, as saved now. */
export type ShopSignature = Pick<ShopPublic, 'name' | 'address' | 'phones'>;

function codeMessage(
  shop: ShopSignature,
  to: string,
  name: string,
  subject: string,
  intro: string,
  code: string,
): MailMessage {
  const signature = [shop.name, shop.address, shop.phones[0]].join('\n');
  const text = [T.greeting(name), '', intro, '', T.code.line(code), '', T.code.validity, '', signature].join(
    '\n',
  );
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(T.greeting(name))}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>${escapeHtml(T.code.validity)}</p>
<p style="color:#64748b">${signature.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return {
    to,
    subject: `${subject} — ${shop.name}`,
    text,
    html,
    logLine: T.code.logLine(subject, to, code),
  };
}

export const verificationEmail = (shop: ShopSignature, to: string, name: string, code: string) =>
  codeMessage(shop, to, name, T.code.verifySubject, T.code.verifyIntro, code);

export const passwordResetEmail = (shop: ShopSignature, to: string, name: string, code: string) =>
  codeMessage(shop, to, name, T.code.resetSubject, T.code.resetIntro, code);

export const loginCodeEmail = (shop: ShopSignature, to: string, name: string, code: string) =>
  codeMessage(shop, to, name, T.code.loginSubject, T.code.loginIntro, code);

export const emailChangeEmail = (shop: ShopSignature, to: string, name: string, code: string) =>
  codeMessage(shop, to, name, T.code.emailChangeSubject, T.code.emailChangeIntro, code);
