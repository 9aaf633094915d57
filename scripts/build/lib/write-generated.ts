import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * How the content steps write what they generate (git-ignored files under src/content/generated and
 * public/generated), so that two of them may run at once: `npm start` building while `npm run dev`
 * starts, or an editor's dev server reading while a build regenerates.
 * - A file whose content is already right is not touched: no rebuild, no reload, no window open.
 * - A changed file is written beside itself and renamed into place, so a reader finds the old whole
 *   file or the new whole file, never an empty or half-written one. A rename also replaces a hard
 *   link rather than writing through it into an operator's file.
 * - A folder is never emptied to be written again: files no longer wanted are removed after.
 */
export async function writeIfChanged(file: string, content: string | Uint8Array): Promise<boolean> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  if (existsSync(file) && Buffer.compare(await readFile(file), bytes) === 0) return false;
  await mkdir(dirname(file), { recursive: true });
  await writeWhole(file, bytes);
  return true;
}

/** Writes through a temporary name beside the file, then renames it into place: a reader, or a build stopped halfway, never meets half a file. */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Makes the folders `dirs` hold exactly `files` (full paths, each inside one of them): each is
 * written with writeIfChanged, then every other file in those folders is removed. Returns how
 * many files there are.
 */
export async function syncFiles(dirs: readonly string[], files: ReadonlyArray<readonly [file: string, content: string | Uint8Array]>): Promise<number> {
  await Promise.all(files.map(([file, content]) => writeIfChanged(file, content)));
  const wanted = new Set(files.map(([file]) => file));
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isFile() && !wanted.has(path) && !isTemporary(path)) await rm(path, { force: true });
    }
  }
  return files.length;
}

/** Another process's file on its way in: its rename will place it, or its own cleanup remove it. */
const isTemporary = (path: string) => /\.\d+\.[a-z0-9]+\.tmp$/.test(path);
