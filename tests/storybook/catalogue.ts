import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { serveStatic } from '../support/static-server';

/**
 * The built catalogue (storybook-static/), served by the spec itself on a free port, and one page
 * per worker in which the preview renders entry after entry, as the catalogue's sidebar does:
 * loading and compiling the catalogue's bundle again for each docs page or story was most of each
 * check's time.
 */
export const catalogueRoot = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const indexFile = `${catalogueRoot}/index.json`;
if (!existsSync(indexFile)) {
  throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first (or `npm run test:catalogue`).');
}

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags: string[];
  importPath: string;
}
export const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);

/** How a render ended: the preview's event, and its message when it failed. */
export interface Rendered {
  event: string;
  message: string;
}

export interface Catalogue {
  /**
   * The worker's page in which the preview renders in this interface language (its toolbar's
   * `locale`); English when none is given. One page per language, set before any story shows:
   * switching the language of a preview that shows a story renders it again, and that render
   * races the next story's.
   */
  pageFor(lang?: string): Promise<Page>;
  /** Renders an entry in the language's page: a docs page, or a story in the canvas alone. */
  open(entry: IndexEntry, viewMode: 'docs' | 'story', lang?: string): Promise<Rendered>;
  /** The language each story sets for itself (its `globals.locale`), by story id. */
  storyLanguages(ids: string[]): Promise<Record<string, string | undefined>>;
  /** What moves on its own in each story and is masked in its pictures (`parameters.visual.mask`, selectors). */
  storyMasks(ids: string[]): Promise<Record<string, string[]>>;
  /** Waits until the language's page has had no request in flight for `quietMs` (100 ms unless told; at most 10 s). */
  networkQuiet(lang?: string, quietMs?: number): Promise<void>;
  /** Uncaught exceptions seen since the last `open`. */
  errors: string[];
}

/** The parts of Storybook's preview that switch what it shows (its sidebar and toolbar use them). */
interface Preview {
  onSetCurrentStory(selection: { storyId: string; viewMode: 'docs' | 'story' }): Promise<void>;
  storyStoreValue?: { loadStory(selection: { storyId: string }): Promise<{ storyGlobals?: Record<string, unknown>; parameters?: Record<string, unknown> }> };
}
interface Channel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, payload: unknown): void;
}
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: Preview;
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
}

export const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use) => {
      const server = await serveStatic({ root: catalogueRoot });
      const { origin } = server;
      const errors: string[] = [];
      const pages = new Map<string, Promise<Page>>();
      const inFlight = new Map<Page, { inFlight: number; last: number }>();
      const load = async (lang: string) => {
        // Animations off (and the site's own motion-reduce styles on) for every entry.
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
        page.on('pageerror', (error) => errors.push(error.message));
        const traffic = { inFlight: 0, last: Date.now() };
        inFlight.set(page, traffic);
        page.on('request', () => ((traffic.inFlight += 1), (traffic.last = Date.now())));
        const done = () => ((traffic.inFlight -= 1), (traffic.last = Date.now()));
        page.on('requestfinished', done);
        page.on('requestfailed', done);
        // The site is on loopback only: a request to another host would hang, so it is refused.
        await page.route(
          (url) => url.origin !== origin && url.protocol.startsWith('http'),
          (route) => route.abort('blockedbyclient'),
        );
        // The preview with nothing selected: it renders what `open` selects, as it does for the sidebar.
        await page.goto(`${origin}/iframe.html`);
        await page.waitForFunction(() => !!(window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue);
        // From here the page stays: a story that leaves it (a plain link followed, a language chosen)
        // would take the loaded preview with it, so the page's own navigations are refused.
        await page.route(
          (url) => url.origin === origin,
          (route) => (route.request().isNavigationRequest() && route.request().frame() === page.mainFrame() ? route.abort('aborted') : route.fallback()),
        );
        // The language, and the accessibility panel's own axe run after each story off (the story
        // tests run axe; here it would spend the run's time and change the page while it is measured).
        await page.evaluate(
          (locale) =>
            new Promise<void>((resolve) => {
              const channel = (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__!;
              const updated = () => {
                channel.off('globalsUpdated', updated);
                resolve();
              };
              channel.on('globalsUpdated', updated);
              channel.emit('updateGlobals', { globals: { locale, a11y: { manual: true } } });
            }),
          lang,
        );
        return page;
      };
      const pageFor = (lang = 'en') => {
        if (!pages.has(lang)) pages.set(lang, load(lang));
        return pages.get(lang)!;
      };

      const open = async (entry: IndexEntry, viewMode: 'docs' | 'story', lang?: string): Promise<Rendered> => {
        const page = await pageFor(lang);
        errors.length = 0;
        return page.evaluate(
          async ({ id, viewMode }) => {
            const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } = window as StorybookWindow;
            if (!preview || !channel) return { event: 'no preview', message: '' };
            // A story is done when its render has run to the end, play function and after-each
            // steps included (its phase `finished`, or `errored`): `storyRendered` comes before the
            // after-each steps, and a render may be aborted and run again (a play that updates args).
            const ends = viewMode === 'docs' ? ['docsRendered'] : ['storyRenderPhaseChanged', 'storyErrored', 'storyThrewException', 'storyMissing'];
            let playError = '';
            const onPlayError = (detail: unknown) => {
              playError = String((detail as { message?: string } | undefined)?.message ?? detail);
            };
            channel.on('playFunctionThrewException', onPlayError);
            const done = new Promise<Rendered>((resolve) => {
              const finish = (rendered: Rendered) => {
                for (const [name, l] of listeners) channel.off(name, l);
                channel.off('playFunctionThrewException', onPlayError);
                resolve(rendered);
              };
              const listeners = ends.map((event) => {
                const listener = (detail: unknown) => {
                  const d = detail as { message?: string; title?: string; description?: string; newPhase?: string; storyId?: string } | undefined;
                  if (event === 'storyRenderPhaseChanged') {
                    if (d?.storyId !== id || !['finished', 'errored', 'playErrored'].includes(d.newPhase ?? '')) return;
                    return finish(
                      playError || d.newPhase !== 'finished'
                        ? { event: 'playFunctionThrewException', message: playError || d.newPhase! }
                        : { event: 'storyRendered', message: '' },
                    );
                  }
                  finish({ event, message: String(d?.message ?? d?.description ?? d?.title ?? '') });
                };
                channel.on(event, listener);
                return [event, listener] as const;
              });
              setTimeout(() => finish({ event: 'timeout', message: 'no render event in 30 s' }), 30_000);
            });
            await preview.onSetCurrentStory({ storyId: id, viewMode });
            return done;
          },
          { id: entry.id, viewMode },
        );
      };
      const storyLanguages = async (ids: string[]) =>
        (await pageFor()).evaluate(async (ids) => {
          const store = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
          const found: Record<string, string | undefined> = {};
          for (const id of ids) {
            const locale = (await store?.loadStory({ storyId: id }))?.storyGlobals?.locale;
            found[id] = typeof locale === 'string' ? locale : undefined;
          }
          return found;
        }, ids);
      const storyMasks = async (ids: string[]) =>
        (await pageFor()).evaluate(async (ids) => {
          const store = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
          const found: Record<string, string[]> = {};
          for (const id of ids) {
            const visual = (await store?.loadStory({ storyId: id }))?.parameters?.visual as { mask?: string[] } | undefined;
            found[id] = visual?.mask ?? [];
          }
          return found;
        }, ids);
      const networkQuiet = async (lang?: string, quietMs = 100) => {
        const traffic = inFlight.get(await pageFor(lang))!;
        const started = Date.now();
        while (Date.now() - started < 10_000 && (traffic.inFlight > 0 || Date.now() - traffic.last < quietMs)) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      await use({ pageFor, open, storyLanguages, storyMasks, networkQuiet, errors });
      for (const page of pages.values()) await (await page).close();
      await server.close();
    },
    { scope: 'worker' },
  ],
});
