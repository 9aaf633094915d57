import type { Page, Route } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import { buildAndServe, type ConfiguredBuild } from './configured-build';

/** A hosted form, as the stub host serves it. */
const STUB_FORM = (heading: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading}</title></head>` +
  `<body><main><h1>${heading}</h1><form><label>Your answer <input name="answer"></label> <button>Send</button></form></main></body></html>`;

/** Reads the WhatsApp number the page is built with off its chat link (site config or VITE_WHATSAPP_NUMBER). */
async function whatsappNumberOnPage(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).getAttribute('href');
  return new URL(href!).pathname.slice(1);
}

test.describe('contact page (the shipped build)', () => {
  // These journeys are about the form, not offline caching: keep the service worker out, as
  // routes do not see what it fetches (and under a context route its registration currently
  // throws "reading 'waiting'" in Playwright, which is the PWA's own e2e concern).
  test.use({ serviceWorkers: 'block' });
  test('a learner writes two lines and WhatsApp opens with the name and both lines intact', async ({ page, context }) => {
    const opened: string[] = [];
    // The popup is a new page: intercept the chat host for the whole context.
    await context.route('https://wa.me/**', async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>WhatsApp</title><p>Chat</p></html>' });
    });
    await gotoHydrated(page, '/contact');
    const number = await whatsappNumberOnPage(page);

    await page.getByRole('textbox', { name: 'Your name' }).fill('Aline Uwase');
    await page.getByRole('textbox', { name: 'Your message' }).fill('Line one: S6 maths & physics #2?\nLine two: 50% + "thanks" 🇷🇼');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Open WhatsApp with my message/ }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();

    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`);
    expect(url.searchParams.get('text')).toBe('Hello, my name is Aline Uwase.\n\nLine one: S6 maths & physics #2?\nLine two: 50% + "thanks" 🇷🇼');
    expect(opened).toEqual([popup.url()]);
    // The chat page gets no handle on ours.
    expect(await popup.evaluate(() => window.opener)).toBeNull();

    // The visible confirmation (the live region's own copy, for screen readers, follows after a pause: ADR 0009).
    await expect(page.locator('[data-slot="live-region-text"]')).toHaveText(
      'WhatsApp has opened in a new window with your message. Press Send there to reach us.',
    );
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Aline Uwase');
  });

  test('an empty or blank form opens nothing and says what is missing', async ({ page, context }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('textbox', { name: 'Your name' }).fill('   ');
    await page.getByRole('textbox', { name: 'Your message' }).fill('\n\n  ');
    await page.getByRole('button', { name: /Open WhatsApp with my message/ }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Write your message.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    expect(context.pages()).toHaveLength(1);
    expect(page.url()).not.toContain('?');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows the support hours in Kigali time beside New York time', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await expect(page.getByText(/Monday–Friday, 8am–5pm, New York time \((EST, UTC−5|EDT, UTC−4)\)/)).toBeVisible();
    await expect(page.getByText(/Monday–Friday, (3pm–midnight|2pm–11pm) \(CAT, UTC\+2\)/)).toBeVisible();
  });

  for (const path of ['/feedback', '/join-team']) {
    test(`${path} without a configured form shows the contact alternatives, never an empty frame`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { name: 'This form is not available yet' })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    });
  }
});

/**
 * The shipped build has no form URLs (they are unset until a deployment sets them), so the
 * embedded-form journeys run against a second full build (tests/e2e/configured-build.ts) made with
 * the deployment variables set, exactly as a deployment would: VITE_* at build time, no code change.
 * It also proves the CSP lets the configured form host into a frame. The form host,
 * forms.e2e.test, is a reserved test domain, intercepted below.
 */
const FORMS_ENV = {
  VITE_CONTACT_EMAIL: 'team@ubumenyi.rw',
  VITE_CONTACT_PHONE: '+250 788 123 456',
  VITE_WHATSAPP_NUMBER: '+250 788 123 456',
  VITE_FEEDBACK_FORM_URL: 'https://forms.e2e.test/feedback?embedded=true',
  VITE_JOIN_FORM_URL: 'https://forms.e2e.test/join?embedded=true',
};

test.describe('embedded forms (a build with the deployment variables set)', () => {
  test.describe.configure({ mode: 'serial' });
  // Page routes do not see what a service worker fetches: keep it out of these journeys.
  test.use({ serviceWorkers: 'block' });

  let build: ConfiguredBuild | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    build = await buildAndServe(FORMS_ENV);
    origin = build.origin;
  });

  test.afterAll(async () => {
    await build?.close();
  });

  test.beforeEach(async ({ page }) => {
    // The shared fixture aborts every request that leaves the main test server; this build has its own port.
    await page.route(`${origin}/**`, (route) => route.continue());
  });

  test('the build applies the deployment variables to the contact details', async ({ page }) => {
    await gotoHydrated(page, `${origin}/contact`);
    await expect(page.getByRole('link', { name: 'team@ubumenyi.rw' })).toHaveAttribute('href', 'mailto:team@ubumenyi.rw');
    await expect(page.getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute('href', 'tel:+250788123456');
    expect(await whatsappNumberOnPage(page)).toBe('250788123456');
  });

  test('feedback: "Loading…" until the hosted form has loaded, then the form itself', async ({ page }) => {
    const requested: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('https://forms.e2e.test/**', async (route: Route) => {
      requested.push(route.request().url());
      await held;
      await route.fulfill({ contentType: 'text/html', body: STUB_FORM('Stub feedback form') });
    });
    await gotoHydrated(page, `${origin}/feedback`);
    const frame = page.locator('iframe[title="Ubumenyi feedback form"]');
    await frame.scrollIntoViewIfNeeded();
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
    await expect(frame).toHaveAttribute('loading', 'lazy');

    release();
    await expect(page.frameLocator('iframe[title="Ubumenyi feedback form"]').getByRole('heading', { name: 'Stub feedback form' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(requested).toEqual(['https://forms.e2e.test/feedback?embedded=true']);
    await expect(page.getByRole('link', { name: /Open the form in a new tab/ })).toHaveAttribute('href', FORMS_ENV.VITE_FEEDBACK_FORM_URL);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('join the team: the application form loads from its host', async ({ page }) => {
    await page.route('https://forms.e2e.test/**', (route) => route.fulfill({ contentType: 'text/html', body: STUB_FORM('Stub application form') }));
    await gotoHydrated(page, `${origin}/join-team`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join our team' })).toBeVisible();
    const frame = page.locator('iframe[title="Application form to join the Ubumenyi team"]');
    await frame.scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('iframe[title="Application form to join the Ubumenyi team"]').getByRole('heading', { name: 'Stub application form' }),
    ).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'This form is not available yet' })).toHaveCount(0);
  });

  test('a form host that hangs: after 15 s, a new-tab link and the email instead of a blank box', async ({ page }) => {
    // Never answer: the request stays pending, as on a connection that has stalled.
    await page.route('https://forms.e2e.test/**', () => new Promise<void>(() => {}));
    // The page's clock runs as usual, and jumps the 15 s instead of waiting for them.
    await page.clock.install();
    await gotoHydrated(page, `${origin}/join-team`);
    await page.locator('iframe[title="Application form to join the Ubumenyi team"]').scrollIntoViewIfNeeded();
    await expect(page.getByText('Loading…')).toBeVisible();
    const notice = page.getByRole('heading', { name: 'The form is taking a long time to load' });
    await page.clock.fastForward(10_000);
    await expect(page.getByText('Loading…')).toBeVisible();
    await expect(notice).toHaveCount(0);
    // Then second by second until it says so (15 s after the frame came into view).
    await expect
      .poll(async () => {
        await page.clock.fastForward(1_000);
        return notice.isVisible();
      })
      .toBe(true);
    await expect(page.getByRole('link', { name: /Open the form in a new tab/ })).toHaveAttribute('href', FORMS_ENV.VITE_JOIN_FORM_URL);
    await expect(page.getByRole('link', { name: /Open the form in a new tab/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Email team@ubumenyi.rw' })).toHaveAttribute('href', 'mailto:team@ubumenyi.rw');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('offline: says so and offers the new tab and email; back online, the form loads', async ({ page, context, pageErrors }) => {
    // The host does not answer while the visitor is offline; it answers once they are back.
    let answering = false;
    await page.route('https://forms.e2e.test/**', (route) =>
      answering ? route.fulfill({ contentType: 'text/html', body: STUB_FORM('Stub feedback form') }) : new Promise<void>(() => {}),
    );
    await gotoHydrated(page, `${origin}/feedback`);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Email team@ubumenyi.rw' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the form in a new tab/ })).toHaveAttribute('href', FORMS_ENV.VITE_FEEDBACK_FORM_URL);
    answering = true;
    await context.setOffline(false);
    await page.locator('iframe[title="Ubumenyi feedback form"]').scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title="Ubumenyi feedback form"]').getByRole('heading', { name: 'Stub feedback form' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    // What the page was still fetching when the connection dropped (code it loads once warm, the
    // service worker's registration) fails, and the browser reports each failed load itself.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
  });
});
