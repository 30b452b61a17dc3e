import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRequestsInFlight } from './graceful-stop.js';

const TIMING = { quietMs: 150, shedMaxMs: 3000, drainMs: 3000 };

/** One request on a fresh connection (as nginx sends them): its status, or the connection error's code. */
function send(port: number, method: string, path: string): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
    req.end();
  });
}

async function shop() {
  const app = Fastify();
  const tracker = trackRequestsInFlight(app);
  app.get('/api/products', async () => ({ ok: true }));
  app.get('/api/ready', async (_request, reply) => reply.status(503).send({ status: 'stopping' }));
  app.post('/api/orders', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { id: 1 };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, tracker, port: (app.server.address() as AddressInfo).port };
}

let apps: Awaited<ReturnType<typeof shop>>['app'][] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

describe('graceful stop', () => {
  it('sheds GETs with 503, still serves POSTs, then closes the port once quiet and lets requests finish', async () => {
    const { app, tracker, port } = await shop();
    apps.push(app);
    const slowOrder = send(port, 'POST', '/api/orders');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = tracker.stopAccepting(TIMING);

    const shed = await send(port, 'GET', '/api/products');
    expect(shed.status).toBe(503);
    expect((await send(port, 'GET', '/api/ready')).status).toBe(503);
    const lateOrder = send(port, 'POST', '/api/orders');

    await stopped;
    expect(await slowOrder).toEqual({ status: 200 });
    expect(await lateOrder).toEqual({ status: 200 });
    expect(tracker.inFlight).toBe(0);
    expect((await send(port, 'GET', '/api/products')).error).toBe('ECONNREFUSED');
  });

  it('answers a shed GET with Retry-After, and before the stop serves it normally', async () => {
    const { app, tracker, port } = await shop();
    apps.push(app);
    expect((await app.inject({ url: '/api/products' })).statusCode).toBe(200);
    const stopped = tracker.stopAccepting(TIMING);
    const shed = await app.inject({ url: '/api/products' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('1');
    expect(shed.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await stopped;
    expect((await send(port, 'GET', '/api/products')).error).toBe('ECONNREFUSED');
  });

  it('closes the port after shedMaxMs even while requests keep arriving', async () => {
    const { app, tracker, port } = await shop();
    apps.push(app);
    let pounding = true;
    const pound = (async () => {
      while (pounding) await send(port, 'GET', '/api/products');
    })();
    const begin = Date.now();
    await tracker.stopAccepting({ quietMs: 200, shedMaxMs: 600, drainMs: 1000 });
    pounding = false;
    await pound;
    expect(Date.now() - begin).toBeLessThan(2000);
    expect((await send(port, 'GET', '/api/products')).error).toBe('ECONNREFUSED');
  });

  it('waits for a connection whose request is not read yet, and closes idle keep-alive ones', async () => {
    const { app, tracker, port } = await shop();
    apps.push(app);
    const keepAlive = new Agent({ keepAlive: true });
    const idle = await new Promise<number | undefined>((resolve) =>
      httpRequest({ host: '127.0.0.1', port, path: '/api/products', agent: keepAlive }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      }).end(),
    );
    expect(idle).toBe(200);
    // connected, but the request comes only after the port has closed
    const late = connect(port, '127.0.0.1');
    await new Promise((resolve) => late.once('connect', resolve));
    // as main.ts does: Fastify's own close, which answers 503 to anything, only after the drain
    const stopped = tracker
      .stopAccepting({ quietMs: 100, shedMaxMs: 1000, drainMs: 3000 })
      .then(() => app.close());
    await new Promise((resolve) => setTimeout(resolve, 300));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      late.on('data', (chunk: Buffer) => (text += chunk.toString()));
      late.on('close', () => resolve(text));
    });
    late.write('POST /api/orders HTTP/1.1\r\nHost: shop\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    await stopped;
    keepAlive.destroy();
  });
});
