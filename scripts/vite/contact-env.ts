import { loadEnv, type Plugin } from 'vite';
import { formatEnvProblems, readContactEnv } from '../../src/lib/contact-settings.ts';

/**
 * Fails the build (and the dev server, Storybook and the test runs, which share this config) when
 * one of the contact variables — VITE_CONTACT_EMAIL, VITE_CONTACT_PHONE, VITE_WHATSAPP_NUMBER,
 * VITE_FEEDBACK_FORM_URL, VITE_JOIN_FORM_URL — holds a bad value. Without this, a typo in a
 * deployment's settings would ship silently and the site would keep its example details.
 * Reads the env Vite resolved: .env files and the process environment.
 */
export function contactEnv(): Plugin {
  return {
    name: 'ubumenyi:contact-env',
    // The validated overrides reach the site config as a constant: the browser bundle then carries
    // no validation code, only the values.
    config(config, { mode }) {
      const env = loadEnv(mode, config.root ?? process.cwd(), 'VITE_');
      return { define: { __CONTACT_OVERRIDES__: JSON.stringify(readContactEnv(env).overrides) } };
    },
    configResolved(config) {
      const { problems } = readContactEnv(config.env);
      if (problems.length > 0) throw new Error(formatEnvProblems(problems));
    },
  };
}
