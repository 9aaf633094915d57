export * from './TermsDocument';
