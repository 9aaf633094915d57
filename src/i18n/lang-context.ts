import { createContext, useContext } from 'react';
import type { Lang } from '@/lib/langs';

/**
 * The language the app shows its page in, provided by app/alive/client-state's ClientStateProvider
 * (which changes it inside a transition). It lives here, with the lookup that reads it, so the
 * provider imports i18n and i18n imports nothing above it: the layers' arrow runs one way.
 */
export const LangContext = createContext<Lang | null>(null);

/** The app's language, or null outside the app (a story or a test renders components on their own). */
export function useClientLang(): Lang | null {
  return useContext(LangContext);
}
