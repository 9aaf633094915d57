import { registerNamespace } from './index';
import { isNamespace } from './define';

// Every page namespace's strings in every language, in one module (the common strings load with
// `changeLanguage`): for the server, which renders any page in any language, and for Storybook,
// whose toolbar switches language at once. The browser app never imports this: it loads each
// namespace in the page's language (src/i18n/namespaces/).
const modules = import.meta.glob<Record<string, unknown>>(['./strings/*.ts', '!./strings/common.ts'], { eager: true });

/** Registers every namespace in src/i18n/strings/, in every language. */
export function registerAllNamespaces(): void {
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module)) {
      if (isNamespace(value)) registerNamespace(value);
    }
  }
}
