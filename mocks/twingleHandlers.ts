import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  parsePushBody,
  SANDBOX_TWINGLE_KEYS,
  TWINGLE_PUSH_MAX_BYTES,
  TwinglePushError,
  type TwingleAction,
  type TwingleFields,
} from '../server/core/domain/donations/twinglePush.js';
import {
  answerTwinglePush,
  error,
  TWINGLE_WEBHOOK_ACTIONS,
  type TwingleAnswer,
} from '../server/core/domain/donations/twinglePushEndpoint.js';
import {
  endRecurringInSandbox,
  instalmentInSandbox,
  payInSandbox,
} from '../server/core/domain/donations/twinglePushSandbox.js';
import { AboChangeMails } from '../server/core/domain/donations/aboChangeMail.js';
import { AboManageLinks } from '../server/core/domain/donations/aboManageLink.js';
import { AboEndMails } from '../server/core/domain/donations/aboEndMail.js';
import {
  createTwinglePushService,
  type TwinglePushService,
} from '../server/core/domain/donations/twinglePushService.js';
import type { MockServer } from './executor.js';
import type { ScenarioWorld } from './handlers.js';

const MOCK_SITE = { appUrl: 'http://127.0.0.1:5173', teamEmail: 'team@klimahain.example' };

/** One push service per mock world, on its memory repositories (the same core as the Node server's). */
const services = new WeakMap<MockServer, TwinglePushService>();
function serviceOf(server: MockServer): TwinglePushService {
  let service = services.get(server);
  if (!service) {
    const links = new AboManageLinks(server.repos, MOCK_SITE, () => new Date());
    service = createTwinglePushService(server.repos, {
      clock: () => new Date(),
      newId: () => crypto.randomUUID(),
      payments: server.payments,
      acceptTestDonations: true,
      // The push finishes the team's tasks and tells the donor, as on the Node server (issue 31 §2).
      teamTasks: server.teamTasks,
      endMails: new AboEndMails(
        server.repos.users,
        server.repos.orders,
        server.mailer,
        MOCK_SITE,
        server.repos.teamTasks,
        links,
      ),
      changeMails: new AboChangeMails(server.repos.users, server.mailer, MOCK_SITE, server.repos.teamTasks, links),
    });
    services.set(server, service);
  }
  return service;
}

/** Same length or not, every character is looked at: the mock keeps the Node endpoint's habit. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

const keysMatch = ({ apiKey, siteKey }: { apiKey: string; siteKey: string }) =>
  sameText(apiKey, SANDBOX_TWINGLE_KEYS.apiKey) && sameText(siteKey, SANDBOX_TWINGLE_KEYS.siteKey) && apiKey !== '';

const log = (line: string) => console.info(`[Mock-Modus] ${line}`);

function push(server: MockServer, action: TwingleAction, fields: TwingleFields): Promise<TwingleAnswer> {
  return answerTwinglePush(action, fields, { service: serviceOf(server), keysMatch, log });
}

const json = (status: number, body: unknown) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'cache-control': 'no-store' } });
const NO_WORLD = () =>
  json(503, {
    ok: false,
    is_error: 1,
    error_code: 'unavailable',
    error_message: 'Der Mock-Server ist in diesem Szenario nicht erreichbar.',
  });

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch {
    return null;
  }
}

/**
 * dev:mock and Storybook: the sandbox widget's payment (`/_sandbox/twingle/pay`, `/instalment`) and Twingle's push
 * (`/webhooks/twingle`, `/end`, `/cancel`), answered from the scenario's memory repositories by the same core as the
 * Node server. The payment's push goes straight into the push endpoint's core (there is no HTTP server to loop to).
 */
export function twingleHandlers(world: ScenarioWorld | (() => ScenarioWorld)): HttpHandler[] {
  const serverOf = () => (typeof world === 'function' ? world() : world).server;
  return [
    http.post('*/_sandbox/twingle/pay', async ({ request }) => {
      const server = serverOf();
      if (!server) return NO_WORLD();
      const answer = await payInSandbox(await readJson(request), {
        keys: SANDBOX_TWINGLE_KEYS,
        now: new Date(),
        send: async (fields) => (await push(server, 'submit', fields)).body,
      });
      return json(answer.status, answer.body);
    }),
    http.post('*/_sandbox/twingle/instalment', async ({ request }) => {
      const server = serverOf();
      if (!server) return NO_WORLD();
      const answer = await instalmentInSandbox(await readJson(request), {
        donations: server.repos.donations,
        keys: SANDBOX_TWINGLE_KEYS,
        now: new Date(),
        send: async (fields) => (await push(server, 'submit', fields)).body,
      });
      return json(answer.status, answer.body);
    }),
    // Twingle's push once the team ended an Abo in the Twingle Manager (dev:mock plays Twingle and the team).
    http.post('*/_sandbox/twingle/endrecurring', async ({ request }) => {
      const server = serverOf();
      if (!server) return NO_WORLD();
      const answer = await endRecurringInSandbox(await readJson(request), {
        donations: server.repos.donations,
        keys: SANDBOX_TWINGLE_KEYS,
        now: new Date(),
        send: async (fields) => (await push(server, 'endrecurring', fields)).body,
      });
      return json(answer.status, answer.body);
    }),
    http.post('*/webhooks/twingle*', async ({ request }) => {
      const action = TWINGLE_WEBHOOK_ACTIONS[new URL(request.url).pathname];
      if (!action) return json(404, { is_error: 1, error_code: 'not_found', error_message: 'Nicht gefunden.' });
      const server = serverOf();
      if (!server) return NO_WORLD();
      const text = await request.text();
      if (text.length > TWINGLE_PUSH_MAX_BYTES) {
        const answer = error(new TwinglePushError(413, 'payload_too_large', 'Die Spende ist größer als 20 kB.'));
        return json(answer.status, answer.body);
      }
      let fields: TwingleFields;
      try {
        fields = parsePushBody(request.headers.get('content-type'), text);
      } catch (caught) {
        if (!(caught instanceof TwinglePushError)) throw caught;
        const answer = error(caught);
        return json(answer.status, answer.body);
      }
      const answer = await push(server, action, fields);
      return json(answer.status, answer.body);
    }),
  ];
}
