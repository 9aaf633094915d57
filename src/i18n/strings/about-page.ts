import { defineNamespace } from '../define';

const en = {
  storyTitle: 'Our story',
  missionTitle: 'Our mission',
  visionTitle: 'Our vision',
  teamTitle: 'Meet the team',
  teamIntro: 'A small team of volunteers builds Ubumenyi, with help from teachers and learners across Rwanda.',
  statsTitle: 'Ubumenyi in numbers',
  socialLabel: '{{network}} profile of {{name}}',
  networks: {
    linkedin: 'LinkedIn',
    github: 'GitHub',
    x: 'X',
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
  },
};

/** The About page: section headings, the team and statistics labels. */
export const aboutPage = defineNamespace('aboutPage', en, {
  fr: {
    storyTitle: 'Notre histoire',
    missionTitle: 'Notre mission',
    visionTitle: 'Notre vision',
    teamTitle: 'L’équipe',
    teamIntro: 'Une petite équipe de bénévoles construit Ubumenyi, avec l’aide d’enseignants et d’élèves de tout le Rwanda.',
    statsTitle: 'Ubumenyi en chiffres',
    socialLabel: '{{name}} sur {{network}}',
    networks: {
      linkedin: 'LinkedIn',
      github: 'GitHub',
      x: 'X',
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
  },
  rw: {
    storyTitle: 'Inkuru yacu',
    missionTitle: 'Intego yacu',
    visionTitle: 'Icyerekezo cyacu',
    teamTitle: 'Itsinda ryacu',
    teamIntro: "Itsinda rito ry'abakorerabushake ni ryo ryubaka Ubumenyi, rifashijwe n'abarimu n'abanyeshuri bo mu Rwanda hose.",
    statsTitle: 'Ubumenyi mu mibare',
    socialLabel: '{{network}}: umwirondoro wa {{name}}',
    networks: {
      linkedin: 'LinkedIn',
      github: 'GitHub',
      x: 'X',
      facebook: 'Facebook',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
  },
});
