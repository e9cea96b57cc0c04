import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../mocks/fixtures/seed.js';
import { PRODUCTION_ENV } from '../../../tests/security/productionServer.js';
import { createMemoryRepositories } from '../../core/repositories/memory/createMemoryRepositories.js';
import { readConfig } from '../config.js';
import { createNodeServer } from '../createNodeServer.js';
import { accessLog, loggedPath } from './accessLog.js';
import { serverLog } from './serverLog.js';

describe('loggedPath', () => {
  it('drops the query string and fragment and masks tokens and addresses in the path', () => {
    expect(loggedPath('/newsletter-abonniert?token=abc&email=jemand@example.org')).toBe('/newsletter-abonniert');
    expect(loggedPath('/geschenk/0b6c7f0e-52d4-4c39-9f55-0b1c0d7e8a11')).toBe('/geschenk/:token');
    expect(loggedPath('/profil/jemand@example.org/x')).toBe('/profil/:address/x');
    expect(loggedPath('/abo/verwalten/donation-jonas-abo')).toBe('/abo/verwalten/:abo');
    expect(loggedPath('/profil/jemand%40example.org')).toBe('/profil/:address');
    // Route names and hashed assets stay readable.
    expect(loggedPath('/mein-klimahain/profil-bearbeiten')).toBe('/mein-klimahain/profil-bearbeiten');
    expect(loggedPath('/assets/index-BQ3x9kLm0aZ.js')).toBe('/assets/index-BQ3x9kLm0aZ.js');
    expect(loggedPath(undefined)).toBe('/');
    expect(loggedPath(`/${'a'.repeat(500)}`)).toHaveLength(200);
  });
});

describe('accessLog status', () => {
  /** The two events a ServerResponse ends with, in the order the socket delivers them. */
  function answered(events: ('finish' | 'close')[], ended: boolean) {
    const lines: string[] = [];
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      writableEnded: ended,
      setHeader: () => {},
    });
    accessLog(serverLog(true, (line) => lines.push(line)))(
      { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
      res as unknown as ServerResponse,
    );
    for (const event of events) res.emit(event);
    return lines.map((line) => JSON.parse(line) as { status: number });
  }

  it('logs the status once, even when close comes before finish (a piped file fully handed over)', () => {
    expect(answered(['finish', 'close'], true)).toMatchObject([{ status: 200 }]);
    expect(answered(['close', 'finish'], true)).toMatchObject([{ status: 200 }]);
  });

  it('logs 499 when the client left before the answer was complete', () => {
    expect(answered(['close'], false)).toMatchObject([{ status: 499 }]);
  });
});

describe('production failure lines', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('log a failed request as JSON with the path only, never its query string', async () => {
    const lines: string[] = [];
    // The access line is written on the response's finish/close, which the client may see after its answer.
    let requestLogged!: () => void;
    const logged = new Promise<void>((resolve) => (requestLogged = resolve));
    const server = createNodeServer(
      readConfig(PRODUCTION_ENV),
      {
        repos: createMemoryRepositories(fixtureSeed),
        // Throws before it returns a promise: the route itself fails, as an unexpected bug would.
        readiness: () => {
          throw new Error('boom');
        },
      },
      (line) => {
        lines.push(line);
        if (line.includes('"msg":"request"')) requestLogged();
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/readyz?email=jemand@example.org`);
      expect(response.status).toBe(500);
      await response.text();
      await logged;
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.find((l) => l.msg === 'request failed')).toMatchObject({
      level: 'error',
      method: 'GET',
      path: '/readyz',
      error: expect.stringContaining('boom'),
    });
    expect(parsed.find((l) => l.msg === 'request')).toMatchObject({ path: '/readyz', status: 500, level: 'error' });
    expect(lines.join('\n')).not.toContain('jemand@example.org');
  });

  it('end a production start that fails with one JSON line on stderr', async () => {
    // Production without its settings: config refuses to start.
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ALLOW_EXAMPLE_OPERATOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(/^Start fehlgeschlagen \/ start failed: .*DATABASE_URL/),
      time: expect.any(String),
    });
  });
});
