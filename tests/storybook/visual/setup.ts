import { rmSync } from 'node:fs';
import { reportDir } from './layout';

/** Before the catalogue run (Playwright's global setup): the last run's report goes, so the new one says only what this run saw. */
export default function clearReport(): void {
  rmSync(reportDir, { recursive: true, force: true });
}
