/**
 * Telegram's Bot API on loopback for the rehearsal; each shop process is given its own address
 * (`<url>/<process name>`), so the stand-in knows which process is sending. A message counts as delivered only when its answer
 * reached a sender that was still there: a process killed while it waited never learned the message
 * went out, so it is counted apart ("cut off") and its resend is not a duplicate of a delivery.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startTelegram() {
  let delayMs = 20;
  let messageId = 0;
  const delivered: string[] = [];
  let cutOff = 0;
  const inFlight = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text?: unknown }).text);
      const sender = (request.url ?? '').split('/')[1] ?? '';
      inFlight.set(sender, (inFlight.get(sender) ?? 0) + 1);
      setTimeout(() => {
        inFlight.set(sender, inFlight.get(sender)! - 1);
        if (response.destroyed || request.socket.destroyed) {
          cutOff += 1;
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, result: { message_id: ++messageId } }), () =>
          delivered.push(text),
        );
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    /** messages whose sender went away before the answer */
    cutOff: () => cutOff,
    /** sends of this process waiting for their answer right now */
    inFlight: (sender: string) => inFlight.get(sender) ?? 0,
    /** how long each answer takes: slow answers keep sends in flight for the kill */
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Telegram = Awaited<ReturnType<typeof startTelegram>>;
