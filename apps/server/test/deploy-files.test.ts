// Keeps the container files (Dockerfile, compose.yaml, deploy/nginx/*.conf) true to what the shop
// needs: nobody can build or run the images where the tests run, so their text is checked instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ERROR_MESSAGES } from '@shop/shared/errors';
import { describe, expect, it } from 'vitest';
// yaml comes with @fastify/swagger (a dependency of the server)
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), stage by stage. */
function dockerfileStages(text: string): Instruction[][] {
  const stages: Instruction[][] = [];
  const joined = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  for (const line of joined.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const instruction = { keyword: match[1]!.toUpperCase(), args: match[2]!.trim() };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const stages = dockerfileStages(read('Dockerfile'));
const finalStage = stages.at(-1)!;
const all = (keyword: string) => finalStage.filter((i) => i.keyword === keyword).map((i) => i.args);
const last = (keyword: string) => all(keyword).at(-1);

const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;

/** Where the final stage's `COPY --from=build` instructions put things (relative to WORKDIR /app). */
const copiedFromBuild = finalStage
  .filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from='))
  .map((i) => i.args.split(/\s+/).at(-1)!);

describe('Dockerfile', () => {
  it('builds in one stage and runs in a final one', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]![0]!.args).toMatch(/^node:20\.(19|[2-9]\d)[\w.-]*slim\b.*\sAS build$/i);
    expect(finalStage[0]!.args).toMatch(/^node:20\.(19|[2-9]\d)[\w.-]*slim$/);
    expect(stages[0]!.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args))).toBe(true);
    expect(stages[0]!.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args))).toBe(true);
  });

  it('installs production dependencies only, from every workspace package file', () => {
    const runs = all('RUN');
    expect(runs.some((args) => /\bnpm ci\b.*--omit=dev/.test(args))).toBe(true);
    expect(runs.some((args) => /\bnpm (ci|install)\b/.test(args) && !/--omit=dev/.test(args))).toBe(false);
    for (const stage of stages) {
      const copies = stage.filter((i) => i.keyword === 'COPY' && !i.args.startsWith('--from='));
      for (const workspace of workspaces) {
        expect(copies.some((i) => i.args.startsWith(`${workspace}/package.json `))).toBe(true);
      }
      expect(copies.some((i) => i.args.startsWith('package.json package-lock.json '))).toBe(true);
    }
  });

  it('copies every built output the server reads at run time', () => {
    expect(last('WORKDIR')).toBe('/app');
    for (const path of ['packages/shared/dist', 'apps/server/dist', 'apps/server/drizzle', 'apps/web/dist']) {
      expect(copiedFromBuild).toContain(path);
    }
    // files other than code under apps/server/src are read from there at run time (common passwords)
    const dataFiles = listFiles(join(root, 'apps/server/src'))
      .map((path) => relative(root, path))
      .filter((path) => !/\.(ts|md)$/.test(path));
    expect(dataFiles.length).toBeGreaterThan(0);
    for (const path of dataFiles) {
      expect(copiedFromBuild.some((dir) => path.startsWith(`${dir}/`))).toBe(true);
    }
  });

  it('runs the built server as a non-root user, with its data in /data', () => {
    expect(JSON.parse(last('CMD')!)).toEqual(['node', 'apps/server/dist/main.js']);
    expect(last('USER')).toBeDefined();
    expect(last('USER')).not.toMatch(/^(root|0)(:|$)/);
    expect(all('ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    expect(all('ENV').join(' ')).toMatch(/\bDATA_DIR=\/data\b/);
    expect(all('VOLUME')).toContain('/data');
    expect(all('EXPOSE')).toContain('3000');
    expect(last('STOPSIGNAL')).toBe('SIGTERM');
  });

  it('is healthy only while /api/ready answers', () => {
    const healthcheck = last('HEALTHCHECK')!;
    expect(healthcheck).toMatch(/\bCMD\b/);
    expect(healthcheck).toContain('/api/ready');
    expect(healthcheck).not.toMatch(/\b(curl|wget)\b/);
  });

  it('leaves secrets and local builds out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/dist', '.env', 'data']) expect(ignored).toContain(entry);
  });
});

interface ComposeService {
  build?: unknown;
  image?: string;
  init?: boolean;
  stop_grace_period?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
}

const compose = parse(read('compose.yaml')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

describe('compose.yaml', () => {
  const shops = Object.entries(compose.services).filter(([name]) => /^shop\d+$/.test(name));

  it('runs two shop processes from this Dockerfile with the same environment', () => {
    expect(shops.map(([name]) => name)).toEqual(['shop1', 'shop2']);
    const [first, second] = shops.map(([, service]) => service);
    expect(first!.build).toBe('.');
    expect(second!.build).toBe('.');
    expect(second!.environment).toEqual(first!.environment);
    const env = first!.environment!;
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.TRUST_PROXY).toBe('1');
    expect(env.PUBLIC_URL).toBeDefined();
    for (const [, shop] of shops) {
      expect(shop.init).toBe(true);
      expect(shop.stop_grace_period).toBe('20s');
      const dependsOn = shop.depends_on as Record<string, { condition: string }>;
      expect(dependsOn.postgres?.condition).toBe('service_healthy');
      expect(dependsOn.redis?.condition).toBe('service_healthy');
    }
  });

  it('shares one named data volume between the shops, mounted at /data', () => {
    const mounts = shops.map(([, service]) => service.volumes!.find((v) => v.split(':')[1] === '/data'));
    expect(mounts[0]).toBeDefined();
    expect(mounts[1]).toBe(mounts[0]);
    const volume = mounts[0]!.split(':')[0]!;
    expect(Object.keys(compose.volumes)).toContain(volume);
  });

  it('puts nginx in front with the repository configuration, replacing its default server', () => {
    const nginx = compose.services.nginx!;
    const mounts = nginx.volumes!.map((v) => v.split(':').slice(0, 2).join(':'));
    expect(mounts).toContain('./deploy/nginx/shop.conf:/etc/nginx/conf.d/default.conf');
    expect(mounts).toContain('./deploy/nginx/compose-upstream.conf:/etc/nginx/conf.d/upstream.conf');
    const dependsOn = Array.isArray(nginx.depends_on)
      ? nginx.depends_on
      : Object.keys(nginx.depends_on ?? {});
    expect(dependsOn).toEqual(expect.arrayContaining(['shop1', 'shop2']));
  });

  it('runs PostgreSQL and Redis with health checks', () => {
    expect(compose.services.postgres!.image).toMatch(/^postgres:\d+/);
    expect(compose.services.redis!.image).toMatch(/^redis:\d+/);
  });
});

/** `server ADDRESS PARAMS;` lines of `upstream shop { }`. */
function upstreamServers(text: string): { address: string; params: string }[] {
  const block = /upstream\s+shop\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^\s*server\s+(\S+)\s*([^;]*);/gm)].map((m) => ({
    address: m[1]!,
    params: m[2]!.trim(),
  }));
}

describe('deploy/nginx', () => {
  it('gives the containers the same upstream parameters as the processes on one machine', () => {
    const machine = upstreamServers(read('deploy/nginx/upstream.conf'));
    const containers = upstreamServers(read('deploy/nginx/compose-upstream.conf'));
    expect(machine).toHaveLength(2);
    expect(containers.map((s) => s.address)).toEqual(['shop1:3000', 'shop2:3000']);
    expect(containers.map((s) => s.params)).toEqual(machine.map((s) => s.params));
    expect(read('deploy/nginx/shop.conf')).toMatch(/proxy_pass http:\/\/shop;/);
  });

  it('is the configuration the README shows, word for word', () => {
    const readme = read('README.md');
    const indented = (text: string) =>
      text
        .trimEnd()
        .split('\n')
        .map((line) => (line.trim() ? `   ${line}` : ''))
        .join('\n');
    expect(readme).toContain(indented(read('deploy/nginx/shop.conf')));
    expect(readme).toContain(
      indented(/upstream shop \{[^}]*\}/.exec(read('deploy/nginx/upstream.conf'))![0]),
    );
  });

  it("answers with the shop's own words when no process can answer", () => {
    const conf = read('deploy/nginx/shop.conf');
    expect(conf).toContain(
      `"error":"${DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE}","code":"SERVICE_UNAVAILABLE"`,
    );
    expect(conf).toContain(`<p>${DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE}</p>`);
    // X-Forwarded-For is replaced with the connecting address, never appended to
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toMatch(/proxy_add_x_forwarded_for/);
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
