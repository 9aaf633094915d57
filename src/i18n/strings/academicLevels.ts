import { defineNamespace } from '../define';

/** Interface strings of the academic-level pages; their long-form text is content (src/content/levels). */
const en = {
  exploreLevel: 'Explore {{name}}',
  board: 'Board: {{board}}',
  responsibilities: 'Responsibilities',
  levelsCovered: 'Levels covered',
  backToOverview: 'All academic levels',
  duration: 'Duration',
  durationMonths: '{{min}}–{{max}} months',
  durationYears: '{{min}}–{{max}} years',
};

export const academicLevels = defineNamespace('academicLevels', en, {
  fr: {
    exploreLevel: '{{name}} en détail',
    board: 'Office\u00a0: {{board}}',
    responsibilities: 'Responsabilités',
    levelsCovered: 'Niveaux concernés',
    backToOverview: "Tous les niveaux d’enseignement",
    duration: 'Durée',
    durationMonths: '{{min}} à {{max}} mois',
    durationYears: '{{min}} à {{max}} ans',
  },
  rw: {
    exploreLevel: 'Reba {{name}}',
    board: 'Urwego: {{board}}',
    responsibilities: 'Inshingano',
    levelsCovered: 'Ibyiciro rushinzwe',
    backToOverview: "Inzego zose z'amashuri",
    duration: 'Igihe bimara',
    durationMonths: 'Amezi {{min}} kugeza kuri {{max}}',
    durationYears: 'Imyaka {{min}} kugeza kuri {{max}}',
  },
});
