import type { StemPage } from '../schema';

/** /science/science-overview. Destinations: virtual lab → /simulation, journal → the mathematics overview, projects → /coming-soon. */
export const science: StemPage = {
  id: 'science',
  summary: {
    en: 'Science starts with a question. Here you can observe, experiment and record what you find, even without a school laboratory.',
    fr: 'La science commence par une question. Ici, vous pouvez observer, expérimenter et noter vos résultats, même sans laboratoire à l’école.',
    rw: "Siyansi itangirira ku kibazo. Hano ushobora kwitegereza, gukora igerageza no kwandika ibyo ubonye, kabone n'iyo ishuri ryawe ridafite laboratwari.",
  },
  introTitle: {
    en: 'Learning science with Ubumenyi',
    fr: 'Apprendre les sciences avec Ubumenyi',
    rw: 'Kwiga siyansi ukoresheje Ubumenyi',
  },
  intro: {
    en: [
      'Physics, chemistry and biology explain the world around you: why a moving bicycle stays upright, what happens when milk turns sour, how a bean plant grows towards the light.',
      'Most of what you need is a habit: ask a question, make a guess, test it, and write down what you see. The resources below help you build that habit one step at a time.',
    ],
    fr: [
      'La physique, la chimie et la biologie expliquent le monde qui vous entoure\u00a0: pourquoi un vélo qui roule tient debout, ce qui se passe quand le lait tourne, comment un haricot pousse vers la lumière.',
      'L’essentiel est une habitude\u00a0: poser une question, faire une hypothèse, la tester et noter ce que vous observez. Les ressources ci-dessous vous aident à prendre cette habitude, pas à pas.',
    ],
    rw: [
      "Ubugenge, ubutabire n'ibinyabuzima bisobanura isi igukikije: impamvu igare rigenda ritagwa, ibiba iyo amata ahindutse ikivuguto, n'uko igishyimbo gikura cyerekeza ku rumuri.",
      "Icy'ingenzi ni akamenyero: kubaza ikibazo, gukeka igisubizo, kukigerageza no kwandika ibyo ubonye. Imfashanyigisho ziri hasi zigufasha kwimenyereza ako kamenyero intambwe ku yindi.",
    ],
  },
  cards: [
    {
      id: 'virtual-lab',
      icon: 'flask',
      to: '/simulation',
      title: { en: 'Virtual lab', fr: 'Laboratoire virtuel', rw: "Laboratwari y'ikoranabuhanga" },
      description: {
        en: 'Run physics, chemistry and biology experiments on your phone: change one thing at a time and watch the result.',
        fr: 'Réalisez des expériences de physique, de chimie et de biologie sur votre téléphone\u00a0: changez un seul paramètre à la fois et observez le résultat.',
        rw: "Kora igerageza ry'ubugenge, ubutabire n'ibinyabuzima kuri telefoni yawe: hindura ikintu kimwe icyarimwe kandi urebe ibivuyemo.",
      },
      benefits: {
        en: ['No equipment, chemicals or risk', 'Repeat an experiment as many times as you like', 'Many simulations in French and Kinyarwanda'],
        fr: ['Ni matériel, ni produits chimiques, ni danger', 'Refaites une expérience autant de fois que vous voulez', 'Beaucoup de simulations en français et en kinyarwanda'],
        rw: ['Nta bikoresho, nta binyabutabire kandi nta kaga', 'Subiramo igerageza inshuro zose ushaka', 'Igerageza ryinshi riboneka mu Gifaransa no mu Kinyarwanda'],
      },
      action: { en: 'Open the virtual lab', fr: 'Ouvrir le laboratoire virtuel', rw: 'Fungura laboratwari' },
    },
    {
      id: 'journals',
      icon: 'paper',
      to: '/mathematics/mathematics-overview',
      title: { en: 'Science journals', fr: 'Carnets scientifiques', rw: 'Amakayi ya siyansi' },
      description: {
        en: 'Keep a record of every experiment: your question, your measurements and your conclusion. Tables, averages and graphs turn notes into evidence, and they are mathematics.',
        fr: 'Tenez un carnet de chaque expérience\u00a0: votre question, vos mesures et votre conclusion. Tableaux, moyennes et graphiques transforment des notes en preuves, et ce sont des mathématiques.',
        rw: "Andika mu ikayi buri gerageza: ikibazo wibajije, ibyo wapimye n'umwanzuro wawe. Imbonerahamwe, impuzandengo n'ibishushanyo bihindura inyandiko zawe ibimenyetso, kandi ibyo byose ni imibare.",
      },
      benefits: {
        en: ['Remember what you tried and what you found', 'Spot patterns in your measurements', 'Present results the way exam questions expect'],
        fr: ['Vous souvenir de ce que vous avez essayé et trouvé', 'Repérer des régularités dans vos mesures', 'Présenter vos résultats comme l’attendent les examens'],
        rw: ["Wibuka ibyo wagerageje n'ibyo wabonye", 'Umenya ibisubirwamo mu bipimo byawe', "Ugaragaza ibisubizo nk'uko ibizamini bibisaba"],
      },
      action: { en: 'Learn the maths of data', fr: 'Découvrir les maths des données', rw: "Iga imibare y'amakuru" },
    },
    {
      id: 'projects',
      icon: 'compass',
      to: '/coming-soon',
      title: { en: 'Hands-on projects', fr: 'Projets pratiques', rw: 'Imishinga ngiro' },
      description: {
        en: 'Experiments with things you can find at home or at school: a water filter, a simple electric circuit, seeds growing in different light.',
        fr: 'Des expériences avec ce que vous trouvez à la maison ou à l’école\u00a0: un filtre à eau, un circuit électrique simple, des graines qui poussent sous différentes lumières.',
        rw: "Igerageza rikoresha ibintu uboneka mu rugo cyangwa ku ishuri: akayunguruzo k'amazi, umuyoboro w'amashanyarazi woroheje, imbuto zimera ahari urumuri rutandukanye.",
      },
      benefits: {
        en: ['Learn by building and observing', 'Use cheap, everyday materials', 'Work on projects with classmates'],
        fr: ['Apprendre en construisant et en observant', 'Utiliser du matériel simple et bon marché', 'Mener des projets avec vos camarades'],
        rw: ['Wiga wubaka kandi witegereza', 'Ukoresha ibikoresho byoroshye kandi bihendutse', 'Ukorana imishinga na bagenzi bawe'],
      },
      action: { en: 'See the planned projects', fr: 'Voir les projets prévus', rw: 'Reba imishinga iteganyijwe' },
    },
  ],
};
