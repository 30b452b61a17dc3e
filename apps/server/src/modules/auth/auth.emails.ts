import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import type { MailMessage } from '../../lib/mailer.js';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function codeMessage(to: string, name: string, subject: string, intro: string, code: string): MailMessage {
  const signature = `${SHOP_PROFILE.name}\n${SHOP_PROFILE.address}\n${SHOP_PROFILE.phone}`;
  const text = [
    `Здравствуйте, ${name}!`,
    '',
    intro,
    '',
    `Код: ${code}`,
    '',
    'Код действует 15 минут. Если вы не запрашивали его, просто проигнорируйте это письмо.',
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html><html lang="ru"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Здравствуйте, ${escapeHtml(name)}!</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p>Код действует 15 минут. Если вы не запрашивали его, просто проигнорируйте это письмо.</p>
<p style="color:#64748b">${signature.split('\n').map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return {
    to,
    subject: `${subject} — ${SHOP_PROFILE.name}`,
    text,
    html,
    logLine: `${subject} для ${to}: ${code}`,
  };
}

export const verificationEmail = (to: string, name: string, code: string) =>
  codeMessage(to, name, 'Код подтверждения', 'Введите этот код на сайте, чтобы подтвердить email.', code);

export const passwordResetEmail = (to: string, name: string, code: string) =>
  codeMessage(to, name, 'Сброс пароля', 'Вы запросили сброс пароля. Введите этот код на сайте.', code);
