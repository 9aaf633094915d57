export * from './SubjectTabs';
