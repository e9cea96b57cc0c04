import { createServer } from 'node:net';

/** A port `npm run dev` needs, what uses it, and how to choose another. */
export interface DevPort {
  port: number;
  what: string;
  /** How to pick another, e.g. `npm run dev -- --port 5174`. */
  instead: string;
}

/** Resolves when nothing listens on 127.0.0.1:`port`; rejects with the listen error otherwise. */
function probe(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * The first of `ports` that is taken, as one German/English line to print (no stack trace), or null when all are free.
 * Checked before anything starts, so a taken port stops `npm run dev` before cognito-local or the store open.
 */
export async function takenPortMessage(ports: readonly DevPort[]): Promise<string | null> {
  for (const { port, what, instead } of ports) {
    try {
      await probe(port);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      return `Port ${port} (${what}) ist belegt – beende das andere Programm oder nimm einen anderen: ${instead}. / Port ${port} (${what}) is in use – stop the other program or choose another: ${instead}.`;
    }
  }
  return null;
}
