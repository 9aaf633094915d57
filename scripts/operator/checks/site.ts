// Contact settings for `npm run content:check [-- --strict]`: the email, phone, WhatsApp number and
// the two form URLs, after the VITE_* overrides a build would apply (.env.production and the process
// environment, as `vite build` reads them). Example or unset values are `sample` rows, so --strict
// fails until a deployment sets real ones; a malformed variable is a `fail` row (the build would fail too).
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { site } from '../../../src/content/site';
import {
  CONTACT_ENV_VARS,
  readContactEnv,
  unfinishedContactSettings,
  withContactOverrides,
  type ContactEnvVar,
  type ContactSettings,
} from '../../../src/lib/contact-settings';
import type { CheckRow } from './types';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function currentValue(settings: ContactSettings, variable: ContactEnvVar): string | undefined {
  switch (variable) {
    case 'VITE_CONTACT_EMAIL':
      return settings.email;
    case 'VITE_CONTACT_PHONE':
      return settings.phone;
    case 'VITE_WHATSAPP_NUMBER':
      return settings.whatsappNumber;
    case 'VITE_FEEDBACK_FORM_URL':
      return settings.forms.feedback;
    case 'VITE_JOIN_FORM_URL':
      return settings.forms.join;
  }
}

/** One row per contact setting. `env` defaults to what a production build would see. */
export async function run(env: Record<string, string | undefined> = loadEnv('production', ROOT, 'VITE_')): Promise<CheckRow[]> {
  const { problems } = readContactEnv(env);
  const settings = withContactOverrides(site, env);
  const unfinished = unfinishedContactSettings(settings);
  return CONTACT_ENV_VARS.map((variable): CheckRow => {
    const problem = problems.find((p) => p.variable === variable);
    if (problem) return { group: 'site', item: variable, status: 'fail', detail: problem.message };
    const todo = unfinished.find((u) => u.variable === variable);
    const source = env[variable]?.trim() ? 'from the environment' : 'from src/content/site.ts';
    if (todo) return { group: 'site', item: variable, status: 'sample', detail: `${todo.message} (${source}); set ${variable}` };
    return { group: 'site', item: variable, status: 'real', detail: `${currentValue(settings, variable)} (${source})` };
  });
}
