import * as React from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { ArgTypes, Description, Heading, Markdown, Primary, Stories, Subheading, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { MemoryRouter, Route, Routes, matchPath } from 'react-router-dom';
import { routes } from '../src/app/routes';
import { changeLanguage, initI18n, loadLanguage } from '../src/i18n';
import { registerAllNamespaces } from '../src/i18n/all-strings';
import { LANGS, LANG_NAMES, isLang } from '../src/lib/langs';
import { displayModeToolbar, withDisplayMode } from '../stories/support/modes';
import type { Spoken } from '../stories/support/spoken';
import { unnamedTabStops } from '../stories/support/tab-stops';
import '../src/styles/index.css';

initI18n();
// Every namespace in every language up front, as the server has them: a story renders at once in any language.
registerAllNamespaces();

/** Every story renders inside a router; page stories set `parameters.route` (path and query). */
const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const path = (context.parameters.routePath as string | undefined) ?? '*';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

/**
 * A page story's data, loaded as the app loads it before a page renders (its route's `prepare`:
 * a road map's plan, a post's body, the books' list), in every language, so the story renders
 * at once and in whichever language the toolbar picks.
 */
async function prepareRoute({ parameters }: { parameters: Record<string, unknown> }): Promise<Record<string, never>> {
  const route = parameters.route;
  if (typeof route !== 'string') return {};
  const pathname = new URL(route, 'http://localhost').pathname;
  const row = routes.find((r) => matchPath(r.path, pathname));
  await Promise.all(LANGS.map((lang) => row?.prepare?.(pathname, lang)));
  return {};
}

function LocaleProvider({ lang, children }: { lang: string; children: React.ReactNode }) {
  React.useLayoutEffect(() => {
    void changeLanguage(isLang(lang) ? lang : 'en');
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

// Stories render at once in the toolbar's language: load every language's common strings up front.
await Promise.all([loadLanguage('en'), loadLanguage('fr'), loadLanguage('rw')]);

/** The locale toolbar switches the interface language, as the site's switcher does. */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale;
  return (
    <LocaleProvider lang={isLang(locale) ? locale : 'en'}>
      <Story />
    </LocaleProvider>
  );
};

/**
 * The component's own JSDoc (through react-docgen), when it says more than the story file's summary
 * that heads the page.
 */
function ComponentDescription() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const summary = preparedMeta.parameters.docs?.description?.component as string | undefined;
  const docgen = (preparedMeta.component as { __docgenInfo?: { description?: string } } | undefined)?.__docgenInfo?.description;
  // With no summary of its own, `<Description of="meta">` already shows the JSDoc: not twice.
  return docgen && summary && docgen.trim() !== summary.trim() ? <Markdown>{docgen}</Markdown> : null;
}

/**
 * "What a screen reader says": the approved phrases of the component's spoken tests (the story
 * file's `parameters.spoken`, from its `.spoken.json`), in the three languages side by side, so
 * that the spoken design is reviewed next to the visual one. The tests fail when the component
 * says anything else, so what is shown here is what the reader says.
 */
function SpokenPhrases() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const spoken = preparedMeta.parameters.spoken as Spoken | undefined;
  if (!spoken || !Object.keys(spoken).length) return null;
  return (
    <>
      <Heading>What a screen reader says</Heading>
      <p>
        Every phrase a screen reader speaks on this journey, in order, as its tests hear it (roles and states are the reader&apos;s own words). A change to any
        of them is a reviewed change.
      </p>
      {Object.entries(spoken).map(([journey, byLang]) => (
        <section key={journey} aria-label={journey}>
          <Subheading>{journey.charAt(0).toUpperCase() + journey.slice(1)}</Subheading>
          <div className="grid gap-4 lg:grid-cols-3">
            {LANGS.map((lang) => {
              const phrases = byLang[lang];
              return phrases ? (
                <div key={lang}>
                  <h4 lang={lang} className="font-semibold">
                    {LANG_NAMES[lang]}
                  </h4>
                  <ol lang={lang} className="list-decimal space-y-1 pl-6 text-sm">
                    {phrases.map((phrase, i) => (
                      // A phrase may be said twice on one journey; its place is its identity.
                      <li key={i}>{phrase}</li>
                    ))}
                  </ol>
                </div>
              ) : null;
            })}
          </div>
        </section>
      ))}
    </>
  );
}

/**
 * Each component's docs page, for designers: what it is for, the first example, the table of its
 * properties and every example with its one-line description. The read-only props table (ArgTypes)
 * stands in for the default Controls table, whose object editor renders list items outside a list
 * (axe `listitem`); the controls stay in each story's Controls panel.
 */
function CataloguePage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <ComponentDescription />
      <Primary />
      <SpokenPhrases />
      <Heading>Properties</Heading>
      <ArgTypes />
      <Stories title="Examples" />
    </>
  );
}

/**
 * After every story, as the axe check runs: no Tab stop without a name, in the story's canvas or in
 * what it put in the document's body (an open dialog's portal). See stories/support/tab-stops.ts.
 */
const everyTabStopNamed: NonNullable<Preview['afterEach']> = async ({ canvasElement, viewMode }) => {
  if (viewMode !== 'story') return;
  // Two frames first: a dialog body decides whether it is a named Tab stop from its size, which its
  // ResizeObserver reports before the next paint and React then commits (src/components/Dialog/DialogBody.tsx).
  // No one can press Tab in between; checking earlier failed on a body whose size had just changed.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const unnamed = unnamedTabStops(canvasElement.ownerDocument.body);
  if (unnamed.length) throw new Error(`Tab stops with no accessible name (WCAG 4.1.2):\n  ${unnamed.join('\n  ')}`);
};

const preview: Preview = {
  // Every component gets a docs page (description, props table, every story); interaction tests
  // (`Should…`) opt out one by one with `tags: ['!autodocs']`.
  tags: ['autodocs'],
  decorators: [withRouter, withLocale, withDisplayMode],
  loaders: [prepareRoute],
  afterEach: everyTabStopNamed,
  parameters: {
    a11y: { test: 'error' },
    docs: { page: CataloguePage },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Pages'] } },
    layout: 'fullscreen',
    viewport: {
      options: {
        phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' } },
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
        laptop1024: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' } },
        zoom400: { name: '400 % zoom of 1280 × 800', styles: { width: '320px', height: '200px' } },
        phoneLandscape: { name: 'Phone 740 landscape', styles: { width: '740px', height: '360px' } },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'rw', title: 'Ikinyarwanda' },
        ],
        dynamicTitle: true,
      },
    },
    displayMode: displayModeToolbar,
  },
  initialGlobals: { locale: 'en', displayMode: 'none' },
};

export default preview;
