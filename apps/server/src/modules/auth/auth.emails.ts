import { EMAIL_TEXTS } from '@shop/shared/emails/texts';
import { SHOP } from '@shop/shared/shop/details';
import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../lib/mailer.js';

const T = EMAIL_TEXTS;

function codeMessage(to: string, name: string, subject: string, intro: string, code: string): MailMessage {
  const signature = `${SHOP.name}\n${SHOP.address}\n${SHOP.phone}`;
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
    subject: `${subject} — ${SHOP.name}`,
    text,
    html,
    logLine: T.code.logLine(subject, to, code),
  };
}

export const verificationEmail = (to: string, name: string, code: string) =>
  codeMessage(to, name, T.code.verifySubject, T.code.verifyIntro, code);

export const passwordResetEmail = (to: string, name: string, code: string) =>
  codeMessage(to, name, T.code.resetSubject, T.code.resetIntro, code);

export const loginCodeEmail = (to: string, name: string, code: string) =>
  codeMessage(to, name, T.code.loginSubject, T.code.loginIntro, code);

export const emailChangeEmail = (to: string, name: string, code: string) =>
  codeMessage(to, name, T.code.emailChangeSubject, T.code.emailChangeIntro, code);
