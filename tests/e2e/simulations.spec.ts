import type { Page } from '@playwright/test';
import { axeViolations, expect, test, gotoHydrated, saveData } from './fixtures';
import { simulations } from '../../src/content/simulations';
import { simulationTexts } from '../../src/content/simulation-texts';
import { simulations as simulationStrings } from '../../src/i18n/strings/simulations';
import { locale } from './locales';

const { fr: simulationTextsFr, rw: simulationTextsRw } = simulationTexts;

const frStrings = simulationStrings.resources.fr;

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// PhET is unreachable from the test machine: every request to it is answered by a stub page and
// recorded, so the tests can assert which URL the viewer asked for, and that nothing was asked too early.
const PHET = 'https://phet.colorado.edu';
const sim = (id: string) => `${PHET}/sims/html/${id}/latest/${id}_all.html`;

async function interceptPhet(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${PHET}/**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>PhET stub</title><body><p>Simulation stub</p></body></html>',
    });
  });
  return requested;
}

/**
 * Opens a URL and waits until React has hydrated the page (React attaches its props to the DOM
 * nodes it owns): a click on prerendered HTML before that would do nothing.
 */
async function open(page: Page, url: string) {
  await gotoHydrated(page, url);
}

/** The list panel of the selected subject (a region named by its heading). */
const listPanel = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const items = (page: Page, name: string | RegExp) => listPanel(page, name).getByRole('list').getByRole('button');

/** The viewer's frame, scrolled into view so its lazy load starts, and the PhET URL it requested. */
async function frameRequest(page: Page, title: string, requested: string[]): Promise<string> {
  const frame = page.getByTitle(title);
  await frame.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  return requested.at(-1)!;
}

test.describe('simulations page', () => {
  test('opens on physics with 4 simulations, and asks PhET for nothing before a choice', async ({ page }) => {
    const requested = await interceptPhet(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/simulation');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tab', { name: /Physics/ })).toHaveAttribute('aria-selected', 'true');
    await expect(items(page, 'Physics simulations')).toHaveCount(4);
    await expect(page.getByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    // Browsing, searching and changing subject still load nothing from PhET.
    await page.getByRole('button', { name: 'Show More (29)' }).click();
    await page.getByRole('searchbox', { name: 'Search simulations' }).fill('wave');
    await page.getByRole('tab', { name: /Chemistry/ }).click();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const credit = page.locator('[data-slot="phet-credit"]');
    await expect(credit).toContainText('PhET Interactive Simulations, University of Colorado Boulder');
    await expect(credit).toContainText('CC BY 4.0');
    await expect(credit.getByRole('link', { name: 'Visit phet.colorado.edu' })).toHaveAttribute('href', PHET);
  });

  test('Show More (29) shows every physics simulation, Show Less goes back to 4', async ({ page }) => {
    await open(page, '/simulation');
    const more = page.getByRole('button', { name: 'Show More (29)' });
    await more.click();
    await expect(items(page, 'Physics simulations')).toHaveCount(33);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(items(page, 'Physics simulations')).toHaveCount(4);
    await expect(more).toBeVisible();
  });

  test('searching shows every match with a polite count, and an empty state when nothing matches', async ({ page }) => {
    await open(page, '/simulation');
    const search = page.getByRole('searchbox', { name: 'Search simulations' });
    await search.fill('électri');
    // Shown at once; said by the polite status once typing pauses.
    const shown = listPanel(page, 'Physics simulations').locator('[data-slot=live-region-text]');
    await expect(shown).toHaveText(/^Found \d+ simulations$/);
    const count = Number((await shown.innerText()).match(/\d+/)![0]);
    const status = listPanel(page, 'Physics simulations').getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText(`Found ${count} simulations`);
    expect(count).toBeGreaterThan(4);
    await expect(items(page, 'Physics simulations')).toHaveCount(count);
    await expect(page.getByRole('button', { name: /Show More/ })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=%C3%A9lectri$/);

    await search.fill('volcano');
    await expect(page.getByRole('heading', { level: 3, name: 'No simulations found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse all simulations')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(items(page, 'Physics simulations')).toHaveCount(4);
  });

  test('choosing a simulation shows a titled 600 px frame of its English URL', async ({ page }) => {
    const requested = await interceptPhet(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/simulation');
    await page.getByRole('button', { name: 'Projectile Motion' }).click();
    await expect(page.getByRole('button', { name: 'Projectile Motion' })).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(/\/simulation\?sim=projectile-motion$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Projectile Motion' })).toBeVisible();
    await expect(page.getByText('Language: English')).toBeVisible();

    const frame = page.getByTitle('Projectile Motion: interactive PhET simulation');
    await expect(frame).toHaveAttribute('src', sim('projectile-motion'));
    await expect(frame).toHaveAttribute('allow', 'fullscreen');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect((await frame.boundingBox())?.height).toBe(600);
    expect(await frameRequest(page, 'Projectile Motion: interactive PhET simulation', requested)).toBe(sim('projectile-motion'));
    expect(new Set(requested)).toEqual(new Set([sim('projectile-motion')]));
    await expect(page.frameLocator('iframe').getByText('Simulation stub')).toBeVisible();

    await expect(page.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', sim('projectile-motion'));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('in French, the frame asks PhET for ?locale=fr', async ({ page }) => {
    const requested = await interceptPhet(page);
    await open(page, '/simulation?lng=fr');
    await page.getByRole('button', { name: 'Collision Lab' }).click();
    await expect(page.getByText('Langue : français')).toBeVisible();
    // Our French description, loaded in its own chunk.
    await expect(page.locator('[data-slot="simulation-viewer"]').getByText(/^Faites entrer des boules en collision/)).toBeVisible();
    const url = await frameRequest(page, 'Collision Lab\u00a0: simulation interactive PhET', requested);
    expect(url).toBe(`${sim('collision-lab')}?locale=fr`);
    await expect(page.getByRole('link', { name: /Ouvrir dans un nouvel onglet/ })).toHaveAttribute('href', `${sim('collision-lab')}?locale=fr`);
  });

  test('the French and Kinyarwanda pages are prerendered with our descriptions in their language, not English', async ({ request }) => {
    const english = simulations.find((s) => s.id === 'projectile-motion')!.description;
    for (const [path, texts] of [
      ['/fr/simulation', simulationTextsFr],
      ['/rw/simulation', simulationTextsRw],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(escapeHtml(texts.descriptions['projectile-motion']!));
      expect(html, path).not.toContain(escapeHtml(english));
    }
  });

  test('if a subject’s simulations cannot arrive, the page says so and offers a reload; another subject still opens', async ({ page, pageErrors }) => {
    await gotoHydrated(page, '/fr/');
    // The chunk of physics simulations in French fails (a lost connection), and only that one.
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes(simulationTextsFr.descriptions['collision-lab']!)) await route.abort('internetdisconnected');
      else await route.fulfill({ response });
    });
    await page.locator('header a[href="/fr/simulation"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Simulations/);
    await expect(page.getByRole('heading', { level: 2, name: frStrings.empty.unavailableTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: locale('fr').error.reload })).toBeVisible();
    // Asked for once, not again on every render.
    const failures = pageErrors.filter((e) => /ERR_INTERNET_DISCONNECTED/.test(e)).length;
    expect(failures).toBe(1);
    await page.getByRole('tab', { name: /Chimie/ }).click();
    await expect(page.getByRole('button', { name: 'Build an Atom' })).toBeVisible();
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
  });

  test('in Kinyarwanda, the frame asks for ?locale=rw, or English where PhET has no Kinyarwanda', async ({ page }) => {
    const requested = await interceptPhet(page);
    await open(page, '/simulation?lng=rw&subject=biology');
    await page.getByRole('button', { name: 'Neuron' }).click();
    await expect(page.getByText('Ururimi: Ikinyarwanda')).toBeVisible();
    expect(await frameRequest(page, 'Neuron: igerageza rya PhET', requested)).toBe(`${sim('neuron')}?locale=rw`);

    await page.getByRole('button', { name: 'Membrane Transport' }).click();
    await expect(page.getByText('Ururimi: Icyongereza')).toBeVisible();
    await expect(page.getByText(/PhET ntiragira iri gerageza mu Kinyarwanda/)).toBeVisible();
    await page.getByTitle('Membrane Transport: igerageza rya PhET').scrollIntoViewIfNeeded();
    await expect.poll(() => requested.at(-1)).toBe(sim('membrane-transport'));
  });

  test('changing subject clears the search, the selection and Show More', async ({ page }) => {
    await interceptPhet(page);
    await open(page, '/simulation');
    await page.getByRole('button', { name: 'Show More (29)' }).click();
    await page.getByRole('button', { name: 'Density' }).click();
    await page.getByRole('searchbox', { name: 'Search simulations' }).fill('den');
    await expect(page).toHaveURL(/sim=density/);

    await page.getByRole('tab', { name: /Mathematics/ }).click();
    await expect(page).toHaveURL(/\/simulation\?subject=math$/);
    await expect(page.getByRole('searchbox', { name: 'Search simulations' })).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
    await expect(items(page, 'Mathematics simulations')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Show More (9)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('on a slow phone, a word typed straight after choosing a subject keeps both the subject and the word', async ({ page }) => {
    await open(page, '/simulation');
    // The address changes at once, but the page renders the new subject as a transition: on a slow
    // CPU the box is still the old render's when the word arrives, and must not write the old subject back.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByRole('tab', { name: /Chemistry/ }).click();
    await page.getByRole('searchbox', { name: 'Search simulations' }).fill('acid');
    await expect(page).toHaveURL('/simulation?subject=chemistry&q=acid');
    await expect(page.getByRole('tab', { name: /Chemistry/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search simulations' })).toHaveValue('acid');
    await expect(items(page, 'Chemistry simulations')).toHaveText([/Acid-Base Solutions/, /pH Scale/]);
  });

  test('under Save-Data the list stays its prerendered HTML, without code or data, until reached; every letter typed straight away counts', async ({
    page,
  }) => {
    await saveData(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, '/simulation');
    await page.waitForLoadState('networkidle');
    const listCode = () => scripts.filter((src) => /\/(SimulationWorkspaceSection|simulations-physics\.en)-/.test(src));
    expect(listCode()).toEqual([]);
    // On a slow phone, the first letters land in the prerendered box while the list's code arrives.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const search = page.getByRole('searchbox', { name: 'Search simulations' });
    await search.pressSequentially('pendulum', { delay: 30 });
    await expect(page).toHaveURL('/simulation?q=pendulum');
    await expect(search).toHaveValue('pendulum');
    await expect(search).toBeFocused();
    await expect(items(page, 'Physics simulations')).toHaveText([/Pendulum Lab/]);
    expect(listCode()).toHaveLength(2);
  });

  test('a shared link restores subject, search and simulation; unknown values are ignored', async ({ page }) => {
    const requested = await interceptPhet(page);
    await open(page, '/simulation?subject=chemistry&sim=ph-scale&q=acid');
    await expect(page.getByRole('tab', { name: /Chemistry/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search simulations' })).toHaveValue('acid');
    await expect(listPanel(page, 'Chemistry simulations').locator('[data-slot=live-region-text]')).toHaveText('Found 2 simulations');
    await expect(page.getByRole('button', { name: 'pH Scale' })).toHaveAttribute('aria-current', 'true');
    expect(await frameRequest(page, 'pH Scale: interactive PhET simulation', requested)).toBe(sim('ph-scale'));

    await open(page, '/simulation?subject=astrology&sim=not-a-sim&q=%E0%A4%A');
    await expect(page.getByRole('tab', { name: /Physics/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
  });

  test('on a phone, choosing a simulation moves focus to the viewer heading', async ({ page }) => {
    await interceptPhet(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/simulation');
    await page.getByRole('button', { name: 'Balancing Act' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Balancing Act' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a wide screen, choosing a simulation leaves focus on the list', async ({ page }) => {
    await interceptPhet(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/simulation');
    const button = page.getByRole('button', { name: 'Forces and Motion: Basics' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Forces and Motion: Basics' })).toBeVisible();
    await expect(button).toBeFocused();
  });
});
