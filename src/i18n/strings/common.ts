import en from '../locales/en.json';
import fr from '../locales/fr.json';
import rw from '../locales/rw.json';
import { defineNamespace } from '../define';

/**
 * Strings the app shell and the shared components use on every page, in all three languages:
 * for tests and type checks. The app loads only the page language's (see ../index.ts).
 */
export const common = defineNamespace('common', en, { fr, rw });
