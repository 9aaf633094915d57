import type { StemPage } from '../schema';

/** /engineering/engineering-overview. The engineering resources are still being written: every card leads to /coming-soon. */
export const engineering: StemPage = {
  id: 'engineering',
  summary: {
    en: 'Engineers solve real problems within real limits of time, money and materials. Learn to design, build and test.',
    fr: 'Les ingénieurs résolvent de vrais problèmes avec de vraies contraintes de temps, d’argent et de matériaux. Apprenez à concevoir, construire et tester.',
    rw: "Abenjeniyeri bakemura ibibazo nyabyo, bubahiriza imbibi z'igihe, iz'amafaranga n'iz'ibikoresho. Iga gutegura, kubaka no gusuzuma.",
  },
  introTitle: {
    en: 'Learning engineering with Ubumenyi',
    fr: 'Apprendre l’ingénierie avec Ubumenyi',
    rw: "Kwiga ubuhanga bw'ubwubatsi ukoresheje Ubumenyi",
  },
  intro: {
    en: [
      'Engineering joins science and mathematics to make things that work: a bridge over a river, a solar lamp, a rainwater tank for a school.',
      'Our engineering resources are still being prepared, and each card below describes what is coming. In the meantime, the physics simulations and the mathematics overview are good places to build the foundations.',
    ],
    fr: [
      'L’ingénierie associe les sciences et les mathématiques pour créer des choses qui fonctionnent\u00a0: un pont sur une rivière, une lampe solaire, une citerne d’eau de pluie pour une école.',
      'Nos ressources d’ingénierie sont encore en préparation, et chaque carte ci-dessous décrit ce qui arrive. En attendant, les simulations de physique et l’aperçu des mathématiques sont un bon moyen de poser les bases.',
    ],
    rw: [
      "Ubuhanga bw'ubwubatsi buhuza siyansi n'imibare kugira ngo hakorwe ibintu bikora: ikiraro cyambukiranya umugezi, itara rikoresha imirasire y'izuba, ikigega gifata amazi y'imvura ku ishuri.",
      "Imfashanyigisho zacu z'ubuhanga bw'ubwubatsi ziracyategurwa, kandi buri karita iri hasi isobanura ibiri kuza. Mu gihe utegereje, igerageza ry'ubugenge n'incamake y'imibare bizagufasha kubaka umusingi.",
    ],
  },
  cards: [
    {
      id: 'design-process',
      icon: 'compass',
      to: '/coming-soon',
      title: { en: 'Design process', fr: 'Démarche de conception', rw: 'Uburyo bwo gutegura' },
      description: {
        en: 'Define the problem, sketch several ideas, choose one and improve it: the steps every engineer follows.',
        fr: 'Définir le problème, esquisser plusieurs idées, en choisir une et l’améliorer\u00a0: les étapes que suit tout ingénieur.',
        rw: "Gusobanura ikibazo, gushushanya ibitekerezo byinshi, guhitamo kimwe no kukinoza: izo ni intambwe buri enjeniyeri akurikiza.",
      },
      benefits: {
        en: ['Break a big problem into small parts', 'Compare ideas before spending materials', 'Learn from a design that fails'],
        fr: ['Découper un gros problème en petites parties', 'Comparer les idées avant d’utiliser du matériel', 'Tirer des leçons d’un projet qui échoue'],
        rw: ['Ugabanya ikibazo kinini mo ibice bito', 'Ugereranya ibitekerezo mbere yo gukoresha ibikoresho', 'Wigira ku gishushanyo cyanze gukora'],
      },
      action: { en: 'See the design lessons', fr: 'Voir les leçons de conception', rw: 'Reba amasomo yo gutegura' },
    },
    {
      id: 'build-projects',
      icon: 'home',
      to: '/coming-soon',
      title: { en: 'Build-and-test projects', fr: 'Projets à construire et tester', rw: 'Imishinga yo kubaka no gusuzuma' },
      description: {
        en: 'Step-by-step projects with local materials: a paper bridge that holds a load, a water filter, a wind-powered toy.',
        fr: 'Des projets pas à pas avec des matériaux locaux\u00a0: un pont en papier qui porte une charge, un filtre à eau, un jouet mû par le vent.',
        rw: "Imishinga y'intambwe ku yindi ikoresha ibikoresho byo mu gace utuyemo: ikiraro cy'impapuro giterura umutwaro, akayunguruzo k'amazi, igikinisho gikoreshwa n'umuyaga.",
      },
      benefits: {
        en: ['Turn theory into something you can hold', 'Measure how well your design works', 'Work as a team, like real engineers'],
        fr: ['Transformer la théorie en objet concret', 'Mesurer l’efficacité de votre conception', 'Travailler en équipe, comme de vrais ingénieurs'],
        rw: ['Uhindura ibyo wize ikintu ufata mu ntoki', 'Upima uko igishushanyo cyawe gikora neza', "Ukorera mu itsinda nk'abenjeniyeri nyabo"],
      },
      action: { en: 'See the planned projects', fr: 'Voir les projets prévus', rw: 'Reba imishinga iteganyijwe' },
    },
    {
      id: 'careers',
      icon: 'users',
      to: '/coming-soon',
      title: { en: 'Engineering careers', fr: 'Métiers de l’ingénierie', rw: "Imirimo y'ubuhanga bw'ubwubatsi" },
      description: {
        en: 'Civil, electrical, mechanical and agricultural engineering: what each field does in Rwanda and which studies lead there.',
        fr: 'Génie civil, électrique, mécanique et agricole\u00a0: ce que fait chaque domaine au Rwanda et quelles études y mènent.',
        rw: "Ubwubatsi bw'inyubako, amashanyarazi, imashini n'ubuhinzi: icyo buri shami rikora mu Rwanda n'amasomo aganisha kuri ryo.",
      },
      benefits: {
        en: ['Discover fields you may not know', 'Link school subjects to real jobs', 'Find TVET and university options'],
        fr: ['Découvrir des domaines méconnus', 'Relier les matières scolaires à de vrais métiers', 'Trouver les options de l’EFTP et de l’université'],
        rw: ['Umenya amashami utari uzi', "Uhuza amasomo y'ishuri n'imirimo nyayo", 'Ubona amahitamo ya TVET na kaminuza'],
      },
      action: { en: 'See what is coming', fr: 'Voir ce qui se prépare', rw: 'Reba ibiri gutegurwa' },
    },
  ],
};
