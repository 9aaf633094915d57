import type { PaperOptions, SubjectTone } from './schema';

/**
 * What the /papers filters offer, as the exam boards organise it: board → level (REB) or
 * sector (RTB) → class → subjects or modules. The values are the query-string identifiers
 * (`?board=reb&level=O%20Level&class=S3&subject=Physics`); their labels, in three languages,
 * are in the `papers` i18n namespace under boards, levels, classes and subjects.
 * A class with no subjects yet offers one disabled "coming soon" option.
 */
export const paperOptions: PaperOptions = {
  boards: [
    {
      value: 'reb',
      levels: [
        {
          value: 'O Level',
          classes: [
            { value: 'S1', subjects: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Kiswahili'] },
            { value: 'S2', subjects: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'History', 'Geography'] },
            { value: 'S3', subjects: ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'Economics', 'ICT'] },
          ],
        },
        {
          value: 'A Level',
          classes: [
            { value: 'S4', subjects: ['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Literature'] },
            { value: 'S5', subjects: ['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Philosophy'] },
            { value: 'S6', subjects: ['Advanced Mathematics', 'Physics', 'Chemistry', 'Biology', 'Entrepreneurship'] },
          ],
        },
      ],
    },
    {
      value: 'rtb',
      levels: [
        {
          value: 'ICT & Multimedia',
          classes: [
            {
              value: 'L3 Software Development',
              subjects: ['WEB Development', 'JavaScript Fundamentals', 'VueJS', 'Control Version System', 'Analysis Project Requirements', 'UI/UX Design'],
            },
            {
              value: 'L4 Software Development',
              subjects: [
                'PHP Programming',
                'Database Development',
                'Backend System Development',
                'Networking Fundamentals',
                'Windows Server Administration',
                'Backend Application Development',
                'Data Structures and Algorithms',
              ],
            },
            { value: 'L5 Software Development', subjects: [] },
            { value: 'L3 Networking & Internet technology', subjects: [] },
            { value: 'L4 Networking & Internet technology', subjects: [] },
            { value: 'L5 Networking & Internet technology', subjects: [] },
            { value: 'L3 Computer System & Architecture', subjects: [] },
            { value: 'L4 Computer System & Architecture', subjects: [] },
            { value: 'L5 Computer System & Architecture', subjects: [] },
          ],
        },
        {
          value: 'Technical Services',
          classes: [
            { value: 'L3 Electronics & Telecommunication', subjects: [] },
            { value: 'L4 Electronics & Telecommunication', subjects: [] },
            { value: 'L5 Electronics & Telecommunication', subjects: [] },
          ],
        },
      ],
    },
  ],
  years: ['2024-2025', '2023-2024', '2022-2023', '2021-2022', '2020', '2019'],
  types: ['main', 'specimen', 'mock'],
};

/**
 * The colour family of each subject and module (the `--color-subject-*` tokens), so a learner
 * spots Physics at a glance; the subject's name is always written beside the colour.
 */
export const paperSubjectTones: Record<string, SubjectTone> = {
  Mathematics: 'mathematics',
  'Advanced Mathematics': 'mathematics',
  Physics: 'physics',
  Chemistry: 'chemistry',
  Biology: 'biology',
  English: 'languages',
  Kiswahili: 'languages',
  Literature: 'languages',
  History: 'humanities',
  Geography: 'humanities',
  Philosophy: 'humanities',
  Economics: 'business',
  Entrepreneurship: 'business',
  ICT: 'ict',
  'WEB Development': 'ict',
  'JavaScript Fundamentals': 'ict',
  VueJS: 'ict',
  'Control Version System': 'ict',
  'Analysis Project Requirements': 'ict',
  'UI/UX Design': 'ict',
  'PHP Programming': 'ict',
  'Database Development': 'ict',
  'Backend System Development': 'ict',
  'Networking Fundamentals': 'ict',
  'Windows Server Administration': 'ict',
  'Backend Application Development': 'ict',
  'Data Structures and Algorithms': 'ict',
};
