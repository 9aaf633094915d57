import { link, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncFiles, writeIfChanged } from '../../scripts/build/lib/write-generated';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'write-generated-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const listed = async (dir: string) => (await readdir(dir, { recursive: true })).sort();

describe('writeIfChanged', () => {
  it('writes a new file, with its folders, and says so', async () => {
    const file = join(root, 'a', 'b', 'c.json');
    expect(await writeIfChanged(file, '{"x":1}\n')).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('{"x":1}\n');
  });

  it('leaves a file whose content is already right untouched', async () => {
    const file = join(root, 'c.json');
    await writeFile(file, 'same');
    const before = (await stat(file)).mtimeMs;
    await new Promise((done) => setTimeout(done, 20));
    expect(await writeIfChanged(file, 'same')).toBe(false);
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it('replaces a hard link instead of writing through it into the file it points to', async () => {
    const operators = join(root, 'operator.pdf');
    const placed = join(root, 'placed.pdf');
    await writeFile(operators, 'the real PDF');
    await link(operators, placed);
    await writeIfChanged(placed, new Uint8Array([1, 2, 3]));
    expect(await readFile(operators, 'utf8')).toBe('the real PDF');
    expect([...(await readFile(placed))]).toEqual([1, 2, 3]);
  });

  it('leaves no file of its own behind', async () => {
    await writeIfChanged(join(root, 'x.txt'), 'one');
    await writeIfChanged(join(root, 'x.txt'), 'two');
    expect(await listed(root)).toEqual(['x.txt']);
  });

  it('a reader during rewrites finds one whole version or the other, never an empty or half-written file', async () => {
    const file = join(root, 'big.json');
    const versions = ['a', 'b'].map((letter) => letter.repeat(2_000_000));
    await writeIfChanged(file, versions[0]!);
    let writing = true;
    const writer = (async () => {
      for (let i = 1; i <= 20; i++) await writeIfChanged(file, versions[i % 2]!);
      writing = false;
    })();
    const seen = new Set<number>();
    while (writing) {
      const text = await readFile(file, 'utf8');
      seen.add(text.length);
      expect(versions.includes(text)).toBe(true);
    }
    await writer;
    expect([...seen]).toEqual([2_000_000]);
  });
});

describe('syncFiles', () => {
  it('makes the folders hold exactly the files given, nested ones included, and removes the rest', async () => {
    const dir = join(root, 'text');
    await mkdir(join(dir, 'posts'), { recursive: true });
    await writeFile(join(dir, 'stale.ts'), 'old');
    await writeFile(join(dir, 'posts', 'gone.ts'), 'old');
    await writeFile(join(dir, 'posts', 'kept.ts'), 'old');
    const count = await syncFiles(
      [dir],
      [
        [join(dir, 'books.ts'), 'books'],
        [join(dir, 'posts', 'kept.ts'), 'new'],
      ],
    );
    expect(count).toBe(2);
    expect(await listed(dir)).toEqual(['books.ts', 'posts', 'posts/kept.ts']);
    expect(await readFile(join(dir, 'posts', 'kept.ts'), 'utf8')).toBe('new');
  });

  it('creates a folder that does not exist yet, and two runs at once with the same files agree', async () => {
    const dir = join(root, 'modules');
    const files = ['en', 'fr', 'rw'].map((lang) => [join(dir, `post.${lang}.json`), `"${lang}"`] as const);
    await Promise.all([syncFiles([dir], files), syncFiles([dir], files)]);
    expect(await listed(dir)).toEqual(['post.en.json', 'post.fr.json', 'post.rw.json']);
    expect(await readFile(join(dir, 'post.fr.json'), 'utf8')).toBe('"fr"');
  });
});
