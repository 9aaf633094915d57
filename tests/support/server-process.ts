import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

/**
 * The static server (./static-server.ts) in a process of its own, for the runs that time pages
 * (the budget, Lighthouse, the first answer): the script that measures, and Lighthouse's own work,
 * never delay a response, nor the server the measuring.
 */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, no slash at the end. */
  origin: string;
  stop(): Promise<void>;
}

const serverFile = fileURLToPath(new URL('./static-server.ts', import.meta.url));

/**
 * Starts the server on `port` (a free one when not given) for `root` (dist/ when not given) and
 * resolves once it listens (it says so only then). Rejects when it exits first (the port is taken,
 * dist/ is missing): nothing is then measured against whatever else listens there.
 */
export async function startServerProcess({ port, root }: { port?: number; root?: string } = {}): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const args = ['--import', 'tsx', serverFile, '--port', String(chosen), ...(root ? ['--root', root] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready, fail) => {
    const onExit = (code: number | null) => fail(new Error(`the static server for ${root ?? 'dist/'} on port ${chosen} exited with ${code}`));
    child.once('exit', onExit);
    child.stdout.once('data', () => {
      child.off('exit', onExit);
      child.stdout.resume();
      ready();
    });
  });
  return {
    origin: `http://127.0.0.1:${chosen}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((done) => child.once('exit', done));
      child.kill();
      await gone;
    },
  };
}
