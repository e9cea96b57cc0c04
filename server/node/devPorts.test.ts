import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takenPortMessage } from './devPorts.js';

describe('npm run dev’s ports', () => {
  let taken: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (taken ? taken.close(() => resolve()) : resolve())));

  it('names a taken port in one German/English line with the way to choose another, and nothing when all are free', async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken!.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const freePort = (free.address() as AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));

    const ports = [
      { port: freePort, what: 'API', instead: 'PORT=4001 npm run dev' },
      { port, what: 'App', instead: 'npm run dev -- --port 5174' },
    ];
    expect(await takenPortMessage(ports)).toBe(
      `Port ${port} (App) ist belegt – beende das andere Programm oder nimm einen anderen: npm run dev -- --port 5174. / Port ${port} (App) is in use – stop the other program or choose another: npm run dev -- --port 5174.`,
    );
    expect(await takenPortMessage(ports.slice(0, 1))).toBeNull();
  });
});
