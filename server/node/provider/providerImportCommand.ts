import { readFile } from 'node:fs/promises';
import { ProviderImportService } from '../../core/domain/provider/importService.js';
import { QueueingMailer } from '../../core/domain/mail/mailQueue.js';
import { assertHeaderSafe } from '../mail/headerSafety.js';
import { openStore } from '../store/openStore.js';
import { readDatabaseConfig } from '../storeConfig.js';

/**
 * `npm run provider:import <file.json>`: the same import as `POST /provider/import`, on the store DATABASE_URL names
 * (stop `npm run dev` first when it is PGlite: one process at a time may open it). Prints what was applied, or every
 * problem of a refused file with its path, and exits 1 when nothing was applied. The donors' mails are only stored in
 * the mail queue: the server's worker sends them (issue 38), and none runs here — a second worker, started blind beside
 * the server's, is what the queue's leases exist to keep from sending twice, and it would end with this command.
 */
const file = process.argv[2];
if (!file) {
  console.error('Aufruf: npm run provider:import <datei.json>');
  process.exit(2);
}

const production = process.env.NODE_ENV === 'production';
const config = {
  database: readDatabaseConfig(process.env, production),
  appUrl: process.env.APP_URL ?? 'http://127.0.0.1:5173',
  teamEmail: process.env.TEAM_EMAIL ?? 'team@klimahain.example',
};
let raw: unknown;
try {
  raw = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const store = await openStore(config.database);
try {
  const site = { appUrl: config.appUrl, teamEmail: config.teamEmail };
  const clock = () => new Date();
  const newId = () => crypto.randomUUID();
  // The donors' mails go into the mail queue like the server's (issue 34 §1); the server's worker sends them.
  const service = new ProviderImportService(
    store.repos,
    new QueueingMailer(store.repos.mailQueue, clock, newId, assertHeaderSafe),
    site,
    clock,
    (line) => console.error(line),
  );
  const result = await service.import(raw);
  if (result.ok) {
    console.log(
      `Übernommen: ${result.transitions} Zustandswechsel in ${result.orders} Bestellungen, ${result.plots} Flächen, ${result.allocations} Zuordnungen; ` +
        `E-Mails: ${result.mails.sent} gespeichert, ${result.mails.switchedOff} abgeschaltet, ${result.mails.failed} fehlgeschlagen.`,
    );
    if (result.mails.sent > 0) console.log(whereTheMailsGo(config.database.kind));
  } else {
    console.error(
      `Abgelehnt, nichts übernommen (${result.problems.length} Problem${result.problems.length === 1 ? '' : 'e'}):`,
    );
    for (const p of result.problems) console.error(`  ${p.path || '(Datei)'}: ${p.message}`);
    process.exitCode = 1;
  }
} finally {
  await store.close();
}

/** What becomes of the stored mails: this command sends none itself. */
function whereTheMailsGo(kind: 'memory' | 'pglite' | 'postgres'): string {
  if (kind === 'memory') {
    return 'Die E-Mails liegen nur im Speicher dieses Aufrufs (DATABASE_URL=memory) und enden mit ihm: verschickt wird keine.';
  }
  return (
    'Die E-Mails liegen in der Warteschlange (Tabelle mail_queue); der Server verschickt sie. ' +
    'Läuft er gerade nicht, warten sie dort bis zu seinem Start.'
  );
}
