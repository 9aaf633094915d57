export * from './LanguageSwitcher';
