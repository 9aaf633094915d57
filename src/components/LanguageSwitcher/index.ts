export * from './LanguageSwitcher';
export * from './LanguageLinks';
