import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; one logger per process, children per area. */
export function createLogger(level: string, name = 'exportdesk'): Logger {
  return pino({ name, level, base: { pid: process.pid } });
}
