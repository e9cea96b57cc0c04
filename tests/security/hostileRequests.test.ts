import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedId, startProductionServer } from './productionServer.js';

/**
 * Each finding of the production-hardening issue, replayed against the Node server configured for production
 * (NODE_ENV=production, STATIC_DIR): no crash, no flood, no leak.
 */

type Server = Awaited<ReturnType<typeof startProductionServer>>;

const SUBSCRIBE = persistedId('SubscribeNewsletterMutation');
const CONTACT = persistedId('SendContactEmailMutation');
const subscribe = (email: string) => ({
  doc_id: SUBSCRIBE,
  operationName: 'SubscribeNewsletterMutation',
  variables: { newsletterData: { newsletterEmail: email, emailDoubleCheck: email } },
});

/** A raw request, for paths fetch() would normalise (`/%`) and bodies it would not send. */
function raw(origin: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const url = new URL(origin);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('the production server under hostile requests', () => {
  let server: Server;
  let dist = '';

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'klimahain-sec-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Klimahain</title>');
    await writeFile(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'app-1.js.map'), '{"sources":["src/secret.ts"]}');
    server = await startProductionServer({}, dist);
  });

  afterAll(async () => {
    await server.stop();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers malformed percent-escapes in a path with 400 and keeps running', async () => {
    for (const path of ['/%', '/assets/%zz.js', '/%E0%A4%A', '/graphql%']) {
      expect((await raw(server.origin, 'GET', path)).status).toBe(400);
    }
    expect((await raw(server.origin, 'GET', '/assets/app-1.js')).status).toBe(200);
  });

  it('never serves source maps', async () => {
    expect((await raw(server.origin, 'GET', '/assets/app-1.js.map')).status).toBe(404);
  });

  it('refuses a 3 MB body with 413 before reading it, and a flood of aliases or nesting with a coded 4xx', async () => {
    const aliases = Array.from(
      { length: 20_000 },
      (_, i) => `a${i}: currentCalculatorModel(country: "DE") { version }`,
    ).join(' ');
    const huge = await server.post({ query: `{ ${aliases} }` });
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');

    const deep = `{ ${'user { '.repeat(5000)}id${' }'.repeat(5000)} }`;
    const nested = await server.post({ query: deep });
    expect(nested.status).toBeGreaterThanOrEqual(400);
    expect(nested.status).toBeLessThan(500);
  });

  it('refuses query text in production: only the app’s persisted operations run (no introspection either)', async () => {
    const res = await server.post({ query: '{ __schema { types { name } } }' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('PERSISTED_OPERATION_ONLY');
    expect(JSON.stringify(body)).not.toContain('__Schema');
    const unknown = await server.post({ doc_id: 'f'.repeat(64) });
    expect((await unknown.json()).errors[0].extensions.code).toBe('PERSISTED_OPERATION_NOT_FOUND');
  });

  it('refuses cross-site form posts and anything but a JSON POST on /graphql', async () => {
    const form = await raw(
      server.origin,
      'POST',
      '/graphql',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      'query=mutation%7BdeleteUser%7Bid%7D%7D',
    );
    expect(form.status).toBe(415);
    const text = await raw(
      server.origin,
      'POST',
      '/graphql',
      { 'content-type': 'text/plain' },
      JSON.stringify(subscribe('a@example.org')),
    );
    expect(text.status).toBe(415);
    expect((await raw(server.origin, 'GET', `/graphql?doc_id=${SUBSCRIBE}`)).status).toBe(405);
    expect(server.mailer.sent).toEqual([]);
  });

  it('grants no foreign origin: no preflight, and answers never echo it', async () => {
    const preflight = await raw(server.origin, 'OPTIONS', '/graphql', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-access-code',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const res = await server.post(subscribe('cors@example.org'), { origin: 'https://evil.example' });
    expect(res.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends the security headers on every response, with a CSP that allows no inline script', async () => {
    for (const res of [
      await fetch(`${server.origin}/`),
      await server.post(subscribe('hdr@example.org')),
      await fetch(`${server.origin}/%`),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('frame-src');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers an invalid JSON body with a fixed German message, not the parser’s', async () => {
    const res = await server.post('{"query": "{ greeting }"');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).errors[0]).toEqual({
      message: 'Die Anfrage ist kein gültiges JSON.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(text).not.toMatch(/originalError|Unexpected end|position/);
  });

  it('answers a mistyped newsletter address with HTTP 200 and a German message at the field', async () => {
    const res = await server.post(subscribe('keine-adresse'));
    expect(res.status).toBe(200);
    const { errors } = await res.json();
    expect(errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { 'newsletterData.newsletterEmail': 'Bitte gib eine gültige E-Mail-Adresse ein.' },
    });
  });
});

describe('rate limits in production', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startProductionServer();
  });
  afterAll(() => server.stop());

  it('sends at most one opt-in mail for 100 sign-ups of one address, then answers 429 with Retry-After in German', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await server.post(subscribe('flut@example.org')));
    expect(server.mailer.sent.filter((m) => m.to === 'flut@example.org')).toHaveLength(1);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(90);
    const body = await limited[0].json();
    expect(body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(body.errors[0].message).toMatch(/^Zu viele Versuche\. Bitte versuche es in \d+ Minuten? erneut\.$/);
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits contact messages per sender address and per address of the caller', async () => {
    const contact = (n: number) => ({
      doc_id: CONTACT,
      operationName: 'SendContactEmailMutation',
      variables: {
        contactData: {
          contactName: 'Flut',
          contactEmail: 'flut@example.org',
          emailDoubleCheck: 'flut@example.org',
          message: `Nachricht ${n}`,
        },
      },
    });
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await server.post(contact(i))).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  });
});

describe('query shape limits in every mode (development server, where query text is allowed)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startProductionServer({ NODE_ENV: 'development' });
  });
  afterAll(() => server.stop());

  const expectRefused = async (res: Response) => {
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const body = await res.json();
    expect(body.errors[0].extensions?.code).toEqual(expect.any(String));
    expect(body.data ?? null).toBeNull();
    return body;
  };

  it('refuses 1 000 aliases of reportFrontendError fed from one 20 kB variable without running one', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `r${i}: reportFrontendError(frontendError: $e)`).join(' ');
    const res = await server.post({
      query: `mutation ($e: FrontendError!) { ${aliases} }`,
      variables: { e: { message: 'x'.repeat(20_000) } },
    });
    await expectRefused(res);
  });

  it('refuses a 5 000-deep nesting with a coded 4xx, not a 500', async () => {
    await expectRefused(await server.post({ query: `{ ${'user { '.repeat(5000)}id${' }'.repeat(5000)} }` }));
  });

  it('refuses 16 aliases of one mutation (the limit is 15) and sends no mail', async () => {
    const aliases = Array.from(
      { length: 16 },
      (_, i) => `s${i}: subscribeToNewsletter(newsletterData: $d) { status }`,
    ).join(' ');
    await expectRefused(
      await server.post({
        query: `mutation ($d: NewsletterData!) { ${aliases} }`,
        variables: { d: { newsletterEmail: 'a@example.org', emailDoubleCheck: 'a@example.org' } },
      }),
    );
    expect(server.mailer.sent).toEqual([]);
  });
});
