export * from './LangText';
