import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN } from './orders';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts the built server on a free port with a fresh data directory and its own embedded database
 * (a DATABASE_URL or REDIS_URL of the environment would share the other journeys' shop), for a journey
 * that changes the whole catalogue or needs the shop to itself; resolves once it answers.
 */
export async function startOwnShop({
  tag,
  env = {},
  drop = [],
}: {
  /** part of the data directory's name */
  tag: string;
  env?: Record<string, string>;
  /** variables of this environment the shop must not see */
  drop?: string[];
}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-e2e-${tag}-`));
  const environment = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', ...drop]) delete environment[name];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the ${tag} journey’s own server did not start`);
}
