export * from './SubjectTabs';
export * from './subjectStyles';
