import { describe, expect, it } from 'vitest';
import { isKeyFromBefore } from '../../src/lib/keys-from-before';

const button = { closest: () => null };
const field = { closest: (selector: string) => (selector.includes('input') ? {} : null) };

describe('isKeyFromBefore', () => {
  it('drops Enter and Space pressed before the dialog opened, on a button', () => {
    expect(isKeyFromBefore({ key: 'Enter', timeStamp: 90, target: button }, 100)).toBe(true);
    expect(isKeyFromBefore({ key: ' ', timeStamp: 99.9, target: button }, 100)).toBe(true);
  });
  it('keeps keys pressed once the dialog is open', () => {
    expect(isKeyFromBefore({ key: 'Enter', timeStamp: 100, target: button }, 100)).toBe(false);
    expect(isKeyFromBefore({ key: ' ', timeStamp: 150, target: button }, 100)).toBe(false);
  });
  it('drops them with no target element too', () => {
    expect(isKeyFromBefore({ key: 'Enter', timeStamp: 10, target: null }, 100)).toBe(true);
  });
  it('keeps Escape and letters whenever they were pressed', () => {
    expect(isKeyFromBefore({ key: 'Escape', timeStamp: 10, target: button }, 100)).toBe(false);
    expect(isKeyFromBefore({ key: 'a', timeStamp: 10, target: button }, 100)).toBe(false);
  });
  it('keeps Enter and Space typed into a field whenever they were pressed', () => {
    expect(isKeyFromBefore({ key: ' ', timeStamp: 10, target: field }, 100)).toBe(false);
    expect(isKeyFromBefore({ key: 'Enter', timeStamp: 10, target: field }, 100)).toBe(false);
  });
});
