import type { LevelSummary } from '../schema';

/**
 * The six levels in short: name, span and one sentence each. Small on purpose: every level page
 * loads it (for its related-level links) next to its own guide module, never the other five guides.
 */
export const levelSummaries: LevelSummary[] = [
  {
    id: 'primary',
    path: '/academic-levels/primary',
    board: 'reb',
    name: { en: 'Primary education', fr: 'Enseignement primaire', rw: 'Amashuri abanza' },
    span: { en: 'P1–P6', fr: 'P1–P6', rw: 'P1–P6' },
    summary: {
      en: 'Six years that build reading, writing, numeracy and curiosity, from Primary 1 to Primary 6.',
      fr: "Six années pour bâtir la lecture, l’écriture, le calcul et la curiosité, de la P1 à la P6.",
      rw: "Imyaka itandatu yubaka gusoma, kwandika, kubara n'amatsiko yo kumenya, kuva mu mwaka wa mbere kugeza mu wa gatandatu.",
    },
  },
  {
    id: 'olevel',
    path: '/academic-levels/olevel',
    board: 'reb',
    name: { en: 'O-Level', fr: 'Tronc commun', rw: 'Icyiciro rusange' },
    span: { en: 'S1–S3', fr: 'S1–S3', rw: 'S1–S3' },
    summary: {
      en: 'Three years of lower secondary school, from Senior 1 to Senior 3, ending with a national examination.',
      fr: 'Trois années du premier cycle du secondaire, de la S1 à la S3, conclues par un examen national.',
      rw: "Imyaka itatu y'icyiciro rusange cy'amashuri yisumbuye, kuva muri S1 kugeza muri S3, isozwa n'ikizamini cya Leta.",
    },
  },
  {
    id: 'alevel',
    path: '/academic-levels/alevel',
    board: 'reb',
    name: { en: 'A-Level', fr: 'Second cycle', rw: 'Icyiciro cya kabiri' },
    span: { en: 'S4–S6', fr: 'S4–S6', rw: 'S4–S6' },
    summary: {
      en: 'Three years of upper secondary school in a subject combination you choose, preparing for university, TVET or work.',
      fr: "Trois années du second cycle du secondaire dans une combinaison de matières choisie, pour préparer l’université, l’EFTP ou l’emploi.",
      rw: "Imyaka itatu y'icyiciro cya kabiri cy'amashuri yisumbuye mu ishami wihitiyemo, witegura kaminuza, amashuri y'imyuga cyangwa akazi.",
    },
  },
  {
    id: 'tvet',
    path: '/academic-levels/tvet',
    board: 'rtb',
    name: { en: 'TVET', fr: 'EFTP', rw: "Imyuga n'ubumenyingiro (TVET)" },
    span: { en: '6 months to 3 years', fr: '6 mois à 3 ans', rw: 'Amezi 6 kugeza ku myaka 3' },
    summary: {
      en: 'Hands-on training for a skilled trade, from short certificates to advanced diplomas, designed with employers.',
      fr: 'Une formation pratique à un métier qualifié, des certificats courts aux diplômes avancés, conçue avec les employeurs.',
      rw: "Amahugurwa ashingiye ku bikorwa yigisha umwuga, kuva ku mpamyabushobozi z'igihe gito kugeza kuri Advanced Diploma, ategurwa ku bufatanye n'abakoresha.",
    },
  },
  {
    id: 'higher',
    path: '/academic-levels/higher',
    name: { en: 'Higher education', fr: 'Enseignement supérieur', rw: 'Amashuri makuru na kaminuza' },
    span: { en: 'Bachelor, master, PhD', fr: 'Licence, master, doctorat', rw: 'Bachelor, Master na PhD' },
    summary: {
      en: "Universities, polytechnics and specialised institutions offering bachelor's, master's and doctoral degrees.",
      fr: 'Universités, polytechniques et établissements spécialisés qui délivrent licences, masters et doctorats.',
      rw: "Kaminuza, amashuri makuru y'ubumenyingiro n'ibigo byihariye bitanga impamyabumenyi za Bachelor, Master na PhD.",
    },
  },
  {
    id: 'professional',
    path: '/academic-levels/professional',
    name: { en: 'Professional development', fr: 'Développement professionnel', rw: "Amahugurwa y'umwuga" },
    span: { en: 'Lifelong learning', fr: 'Tout au long de la vie', rw: 'Kwiga ubuzima bwose' },
    summary: {
      en: "Certifications and short courses that keep working people's skills current throughout their careers.",
      fr: 'Certifications et formations courtes qui maintiennent les compétences des professionnels à jour tout au long de leur carrière.',
      rw: "Impamyabushobozi n'amahugurwa magufi bifasha abakozi gukomeza kongera ubumenyi mu gihe cyose bamara mu kazi.",
    },
  },
];

