import { expect, userEvent, within } from 'storybook/test';

/**
 * Steps that several stories' play functions share, so each story states only what it checks.
 * Every step finds elements by role and accessible name, as a screen reader user would.
 */

/** The page's h1, and the STEM navigation marking `current` as the current page. */
export async function expectStemHeader(canvasElement: HTMLElement, h1: string, current: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  const nav = canvas.getByRole('navigation', { name: 'STEM subjects' });
  await expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
}

/** Pressing Tab from the top of the story moves focus through these links, in this order. */
export async function expectTabOrder(canvasElement: HTMLElement, linkNames: string[]): Promise<void> {
  const canvas = within(canvasElement);
  for (const name of linkNames) {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name })).toHaveFocus();
  }
}

/**
 * Only `text` inside `element` changes voice, to `lang`: the one part with its own lang is the
 * smallest element that holds that text (WCAG 3.1.2, language of parts).
 */
export async function expectOnlyMarked(element: Element, text: string, lang: string): Promise<void> {
  await expect([...element.querySelectorAll('[lang]')].map((part) => [part.textContent, part.getAttribute('lang')])).toEqual([[text, lang]]);
}
