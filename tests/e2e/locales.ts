import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type en from '../../src/content/generated/i18n/common.en.json';

/** A language's common strings (read as JSON: Playwright's loader imports JSON only with an attribute). */
export function locale(lang: 'en' | 'fr' | 'rw'): typeof en {
  return JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'content', 'generated', 'i18n', `common.${lang}.json`), 'utf8')) as typeof en;
}
