import { describe, expect, it, vi } from 'vitest';
import { openWithoutOpener } from '../../src/lib/open-window';

describe('opening WhatsApp in a new window', () => {
  it('opens the exact URL in a new browsing context and cuts the opener', () => {
    const opened = { opener: {} as unknown } as Window;
    const open = vi.fn(() => opened);
    expect(openWithoutOpener('https://wa.me/250788123456?text=a%0Ab', { open })).toBe(true);
    expect(open).toHaveBeenCalledWith('https://wa.me/250788123456?text=a%0Ab', '_blank');
    expect(opened.opener).toBeNull();
  });

  it('reports a popup blocker (null window) so the form can show the link instead', () => {
    expect(openWithoutOpener('https://wa.me/1', { open: () => null })).toBe(false);
  });

  it('reports failure instead of throwing when the browser throws', () => {
    const open = () => {
      throw new Error('blocked by a sandbox');
    };
    expect(openWithoutOpener('https://wa.me/1', { open })).toBe(false);
  });

  it('reports failure when there is no window (server rendering)', () => {
    expect(openWithoutOpener('https://wa.me/1', undefined)).toBe(false);
  });
});
