import { createServer } from 'node:net';

/**
 * Each server's own port, and the variable that changes it. A tool never takes 4173 by itself:
 * on a shared machine it may serve somebody else's site (`npm start` is the one that is for people).
 */
const PORTS = {
  /** `npm start` (scripts/operator/start.ts). */
  start: { variable: 'PORT', port: 4173 },
  /** The e2e suite's static server (playwright.config.ts). */
  e2e: { variable: 'E2E_PORT', port: 4317 },
  /** The e2e suite under nginx (`npm run test:nginx`). */
  nginx: { variable: 'E2E_PORT', port: 4318 },
  /** `npm run budget`. */
  budget: { variable: 'BUDGET_PORT', port: 4319 },
  /** `npm run perf`: the site; the floor takes the next port. */
  perf: { variable: 'PERF_PORT', port: 4319 },
  /** scripts/measure/perf-periodic-dialog.ts, run by hand. */
  periodicDialog: { variable: 'PERF_PORT', port: 4321 },
  /** `npm run first-answer`. */
  firstAnswer: { variable: 'FIRST_ANSWER_PORT', port: 4331 },
} as const;

/** The port a server takes: its variable's value when set, else its own; fails on a value that is not a port. */
export function portFor(server: keyof typeof PORTS): number {
  const { variable, port } = PORTS[server];
  const set = process.env[variable];
  if (!set) return port;
  const value = Number(set);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${variable}="${set}" is not a port number (1–65535).`);
  return value;
}

/** A port free on 127.0.0.1 now: the system picks it, and it is let go at once for the caller to take. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}
