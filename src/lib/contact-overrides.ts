/** The contact part of the site config that the build-time variables can override. */
export interface ContactSettings {
  email: string;
  phone: string;
  whatsappNumber: string;
  forms: { feedback?: string; join?: string };
}

/** Validated overrides (see contact-settings.ts, which checks the VITE_* variables at build time). */
export interface ContactOverrides {
  email?: string;
  phone?: string;
  whatsappNumber?: string;
  forms: { feedback?: string; join?: string };
}

/**
 * Applies already validated overrides to the site config. Kept apart from the validation so the
 * browser bundle carries only this: the build validates the variables and passes the result in.
 */
export function applyContactOverrides<T extends ContactSettings>(site: T, overrides: ContactOverrides | undefined): T {
  if (!overrides) return site;
  return {
    ...site,
    ...(overrides.email ? { email: overrides.email } : {}),
    ...(overrides.phone ? { phone: overrides.phone } : {}),
    ...(overrides.whatsappNumber ? { whatsappNumber: overrides.whatsappNumber } : {}),
    forms: { ...site.forms, ...overrides.forms },
  };
}
