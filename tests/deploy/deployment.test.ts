/**
 * The deployment files, checked where Docker cannot run (no engine on these machines): compose.yaml parses and wires
 * app, PostgreSQL 16 and mailpit; .env.example names every setting; the Dockerfile follows the rules a linter such as
 * hadolint would check; and everything the production server imports is in the image and installed by
 * `npm ci --omit=dev`.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PRODUCTION_ENV } from '../security/productionServer.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** KEY=… and `# KEY=…` lines: set, or documented as optional. */
const envExample = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

const dockerfile = read('Dockerfile');
const stages = dockerfile.split(/^FROM /m).slice(1);
const runtime = stages.at(-1)!;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, Record<string, unknown>>;
  };

  it('runs the app beside PostgreSQL 16 (healthy first) and mailpit', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mailpit', 'postgres']);
    expect(compose.services.postgres.image).toBe('postgres:16');
    expect(JSON.stringify(compose.services.postgres.healthcheck)).toContain('pg_isready');
    expect(compose.services.mailpit.image).toBe('axllent/mailpit');
    expect(compose.services.app.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    expect(compose.services.app.env_file).toBe('.env');
    expect(compose.services.app.environment).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/klimahain:\$\{POSTGRES_PASSWORD\}@postgres:5432\/klimahain$/),
    });
  });

  it('takes every setting it interpolates from .env.example', () => {
    const used = [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)(:-[^}]*)?\}/g)].map((m) => m[1]);
    expect(used.filter((name) => !envExample.has(name))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('names every setting production requires', () => {
    const required = Object.keys(PRODUCTION_ENV).filter((name) => name !== 'NODE_ENV');
    expect(required.filter((name) => !envExample.has(name))).toEqual([]);
  });

  it('names every variable the server reads, except those the image sets or only development uses', () => {
    const setByImage = ['NODE_ENV', 'HOST', 'PORT', 'STATIC_DIR', 'IMAGE_CACHE_DIR'];
    const developmentOnly = [
      'AUTH_MODE',
      'COGNITO_ENDPOINT',
      'DATA_DIR',
      'OUTBOX_DIR',
      'RATE_LIMIT_SCALE',
      'API_PORT',
      'DEV_PORT',
    ];
    const read = new Set(
      filesUnder('server/node').flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]),
      ),
    );
    const missing = [...read].filter(
      (name) =>
        !envExample.has(name) &&
        !setByImage.includes(name) &&
        !developmentOnly.includes(name) &&
        !name.startsWith('AWS_') &&
        !name.startsWith('COGNITO_LOCAL_'),
    );
    expect(missing).toEqual([]);
  });

  it('holds the build arguments the Dockerfile declares', () => {
    const args = [...dockerfile.matchAll(/^ARG ([A-Z0-9_]+)/gm)].map((m) => m[1]);
    expect(args.length).toBeGreaterThan(0);
    expect(args.filter((name) => !envExample.has(name))).toEqual([]);
  });
});

describe('Dockerfile', () => {
  it('builds in one stage and runs from another, both on node:24-slim', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.split('\n')[0]).toMatch(/^node:24-slim( AS \w+)?$/);
    expect(runtime).toContain('COPY --from=build /app/dist ./dist');
  });

  it('installs only runtime dependencies, runs as a non-root user, with a health check', () => {
    expect(runtime).toMatch(/^RUN npm ci --omit=dev\b/m);
    const user = runtime.search(/^USER (?!root)\w+/m);
    expect(user).toBeGreaterThan(-1);
    expect(user).toBeLessThan(runtime.search(/^CMD /m));
    expect(runtime).toMatch(/^HEALTHCHECK .*\n\s+CMD \["node", "-e", ".*\/healthz/m);
    expect(dockerfile).not.toMatch(/^ADD /m);
    expect(dockerfile).not.toMatch(/:latest\b/);
  });

  it('starts the server as `npm start` does, in exec form', () => {
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]) as string[];
    expect(cmd.join(' ')).toBe(pkg.scripts.start);
  });

  it('copies everything the production server imports, and npm ci --omit=dev installs every package it needs', () => {
    const copied = [...runtime.matchAll(/^COPY (?!--from)(.+) \.\/?\S*$/gm)].flatMap((m) => m[1].split(' '));
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(join(root, file), 'utf8').replace(/^import type .*$/gm, '');
      for (const [, spec] of source.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(root, dirname(file), spec)).replace(/\.js$/, '.ts');
          const found = [target, `${target}.ts`, `${target}.tsx`, target.replace(/\.ts$/, '.tsx')].find((path) =>
            existsSync(join(root, path)),
          );
          if (found) visit(found);
          else expect.fail(`${file} imports ${spec}, which does not exist`);
        } else if (!spec.startsWith('node:')) {
          packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
        }
      }
    };
    visit('server/node/main.ts');
    // The walk reached the store, GraphQL and mail, not just the entry file.
    expect([...packages]).toEqual(expect.arrayContaining(['pg', 'graphql-yoga', 'nodemailer', 'sharp']));
    const outside = [...seen].filter((file) => !copied.some((entry) => file === entry || file.startsWith(`${entry}/`)));
    expect(outside).toEqual([]);
    // What main.ts reaches at run time comes from `dependencies` (tsx included: it runs the TypeScript sources).
    const notInstalled = [...packages, 'tsx'].filter((name) => !(name in pkg.dependencies));
    expect(notInstalled).toEqual([]);
  });
});
