/**
 * How the server writes its lines. In production one JSON object per line (time, level, msg and fields), for a log
 * collector; elsewhere the plain line a developer reads. Nothing personal goes in: no query strings, addresses,
 * bodies, e-mails or user ids (callers pass only what is listed in accessLog.ts).
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface ServerLog {
  (line: string): void;
  /** A structured event: in production its fields become JSON keys; in development they follow the message. */
  event(level: LogLevel, msg: string, fields?: Record<string, string | number | undefined>): void;
}

/** A line to stdout: what console.log writes for one string, without its formatting (one line per request). */
const toStdout = (line: string) => void process.stdout.write(`${line}\n`);

export function serverLog(production: boolean, write: (line: string) => void = toStdout): ServerLog {
  const event: ServerLog['event'] = (level, msg, fields = {}) => {
    if (production) write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
    else {
      const extra = Object.entries(fields)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v}`);
      write([msg, ...extra].join(' '));
    }
  };
  const log = ((line: string) =>
    event(/fail|error|refus|unavailable|lost/i.test(line) ? 'warn' : 'info', line)) as ServerLog;
  log.event = event;
  return log;
}
