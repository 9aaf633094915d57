/**
 * The toolbar settings stories use again and again (see .storybook/preview.ts): a story that is
 * "the default story at 320 px" or "in French" spreads one of these.
 */
export const phone320 = { globals: { viewport: { value: 'phone320' } } };
export const phone360 = { globals: { viewport: { value: 'phone360' } } };
export const inFrench = { globals: { locale: 'fr' } };
export const inKinyarwanda = { globals: { locale: 'rw' } };
