import type { BookSubject, RoadmapTopic, SubjectTone } from './schema';

/** The colour family of each O-Level subject (tokens `--color-subject-*`). */
export const bookSubjectTone: Record<BookSubject, SubjectTone> = {
  mathematics: 'mathematics',
  physics: 'physics',
  chemistry: 'chemistry',
  biology: 'biology',
  english: 'languages',
  kinyarwanda: 'languages',
  french: 'languages',
  kiswahili: 'languages',
  history: 'humanities',
  geography: 'humanities',
  entrepreneurship: 'business',
  ict: 'ict',
};

/** The colour family of each roadmap field. */
export const roadmapTopicTone: Record<RoadmapTopic, SubjectTone> = {
  web: 'ict',
  mobile: 'ict',
  languages: 'mathematics',
  data: 'physics',
  infrastructure: 'general',
  security: 'chemistry',
  design: 'business',
  foundations: 'humanities',
};
