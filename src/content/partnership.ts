import type { PartnershipContent } from './schema';

/**
 * The Partnership page. `partners` lists the organisations whose openly shared materials the site
 * is built on (simulations, textbooks, exam papers, roadmaps), by name only: no logos, no claim of
 * endorsement. Add a signed partner here when an agreement exists.
 */
export const partnership: PartnershipContent = {
  intro: {
    en: 'Ubumenyi is free for every learner, and it grows through partners who share that goal. Schools, organisations, publishers and companies can all help, each in their own way.',
    fr: 'Ubumenyi est gratuit pour chaque élève, et il grandit grâce à des partenaires qui partagent cet objectif. Écoles, organisations, éditeurs et entreprises peuvent tous contribuer, chacun à sa manière.',
    rw: "Urubuga Ubumenyi ni ubuntu kuri buri munyeshuri, kandi rwaguka ku bufatanye n'abo duhuje iyo ntego. Amashuri, imiryango, amazu asohora ibitabo n'ibigo by'ubucuruzi byose bishobora gufasha, buri wese mu buryo bwe.",
  },
  types: [
    {
      id: 'schools',
      icon: 'home',
      title: { en: 'Schools', fr: 'Écoles', rw: 'Amashuri' },
      description: {
        en: 'Share your teachers’ knowledge, try new resources in class, and tell us what your learners need.',
        fr: 'Partagez le savoir de vos enseignants, essayez de nouvelles ressources en classe et dites-nous ce dont vos élèves ont besoin.',
        rw: "Musangize ubumenyi bw'abarimu banyu, mugerageze imfashanyigisho nshya mu ishuri, kandi mutubwire ibyo abanyeshuri banyu bakeneye.",
      },
    },
    {
      id: 'content',
      icon: 'book',
      title: { en: 'Content partners', fr: 'Partenaires de contenu', rw: "Abafatanyabikorwa mu by'imfashanyigisho" },
      description: {
        en: 'Publishers, authors and translators can offer openly licensed books and guides, and translations into Kinyarwanda and French.',
        fr: 'Éditeurs, auteurs et traducteurs peuvent proposer des livres et des guides sous licence libre, ainsi que des traductions en kinyarwanda et en français.',
        rw: "Amazu asohora ibitabo, abanditsi n'abasemuzi bashobora gutanga ibitabo n'imfashanyigisho byemerewe gusangizwa, n'ubusobanuro mu Kinyarwanda no mu Gifaransa.",
      },
    },
    {
      id: 'community',
      icon: 'users',
      title: { en: 'Community organisations', fr: 'Organisations communautaires', rw: "Imiryango y'abaturage" },
      description: {
        en: 'NGOs, libraries and youth centres can bring Ubumenyi to learners who have no data bundle or no device of their own.',
        fr: 'ONG, bibliothèques et centres de jeunes peuvent faire découvrir Ubumenyi aux élèves qui n’ont ni forfait de données ni appareil à eux.',
        rw: "Imiryango itari iya Leta, amasomero n'ibigo by'urubyiruko bishobora kugeza Ubumenyi ku banyeshuri badafite interineti cyangwa igikoresho cyabo bwite.",
      },
    },
    {
      id: 'technology',
      icon: 'share',
      title: { en: 'Technology and connectivity', fr: 'Technologie et connectivité', rw: 'Ikoranabuhanga n’interineti' },
      description: {
        en: 'Hosting, mobile data offers and technical help keep the site fast and free for everyone.',
        fr: 'L’hébergement, des offres de données mobiles et une aide technique gardent le site rapide et gratuit pour tous.',
        rw: "Kwakira urubuga kuri seriveri, ipaki za interineti n'ubufasha bwa tekiniki bituma urubuga rukomeza kwihuta kandi rukaba ubuntu kuri bose.",
      },
    },
  ],
  reasons: [
    {
      id: 'reach',
      title: { en: 'Reach learners across Rwanda', fr: 'Touchez des élèves dans tout le Rwanda', rw: 'Gera ku banyeshuri mu Rwanda hose' },
      description: {
        en: 'Your resources can reach learners in any district, on the phones they already own.',
        fr: 'Vos ressources peuvent atteindre des élèves dans n’importe quel district, sur les téléphones qu’ils possèdent déjà.',
        rw: 'Imfashanyigisho zanyu zishobora kugera ku banyeshuri bo mu karere aho ari ho hose, kuri telefoni basanganywe.',
      },
    },
    {
      id: 'trust',
      title: { en: 'A trusted, non-commercial space', fr: 'Un espace fiable et non commercial', rw: 'Urubuga rwizewe kandi rudacuruza' },
      description: {
        en: 'No adverts and no selling of data: learners and parents can trust what they find.',
        fr: 'Ni publicité ni revente de données\u00a0: élèves et parents peuvent se fier à ce qu’ils trouvent.',
        rw: "Nta matangazo yo kwamamaza kandi nta kugurisha amakuru y'abantu: abanyeshuri n'ababyeyi bashobora kwizera ibyo basanga hano.",
      },
    },
    {
      id: 'languages',
      title: { en: 'Three languages', fr: 'Trois langues', rw: 'Indimi eshatu' },
      description: {
        en: 'Content appears in Kinyarwanda, English and French, so it serves more learners and teachers.',
        fr: 'Les contenus sont proposés en kinyarwanda, en anglais et en français, pour servir davantage d’élèves et d’enseignants.',
        rw: "Ibirimo biboneka mu Kinyarwanda, mu Cyongereza no mu Gifaransa, bityo bigafasha abanyeshuri n'abarimu benshi.",
      },
    },
    {
      id: 'reporting',
      title: { en: 'Clear, honest reporting', fr: 'Des bilans clairs et honnêtes', rw: "Raporo zisobanutse kandi z'ukuri" },
      description: {
        en: 'We share what is used and what learners ask for, so you can see the difference your support makes.',
        fr: 'Nous partageons ce qui est utilisé et ce que demandent les élèves, pour que vous voyiez l’effet de votre soutien.',
        rw: "Tubagezaho ibikoreshwa n'ibyo abanyeshuri basaba, kugira ngo mubone umusaruro w'inkunga yanyu.",
      },
    },
  ],
  steps: [
    {
      id: 'contact',
      title: { en: 'Get in touch', fr: 'Prenez contact', rw: 'Twandikire' },
      description: {
        en: 'Send us a message through the contact page with a few words about your organisation.',
        fr: 'Envoyez-nous un message depuis la page de contact, avec quelques mots sur votre organisation.',
        rw: "Twoherereze ubutumwa unyuze ku rupapuro rwo kutwandikira, utubwire muri make ibyerekeye umuryango wawe.",
      },
    },
    {
      id: 'conversation',
      title: { en: 'Talk it through', fr: 'Échangeons', rw: 'Tuganire' },
      description: {
        en: 'We meet, online or in person, to understand your goals and what you can offer.',
        fr: 'Nous nous rencontrons, en ligne ou sur place, pour comprendre vos objectifs et ce que vous pouvez apporter.',
        rw: "Turahura, kuri interineti cyangwa imbonankubone, kugira ngo twumve intego zanyu n'ibyo mushobora gutanga.",
      },
    },
    {
      id: 'plan',
      title: { en: 'Agree on a plan', fr: 'Convenons d’un plan', rw: 'Twemeranye gahunda' },
      description: {
        en: 'Together we write a short plan: what we will do, by when, and how we will measure it.',
        fr: 'Ensemble, nous rédigeons un plan court\u00a0: ce que nous ferons, pour quand, et comment nous le mesurerons.',
        rw: "Dufatanya kwandika gahunda ngufi: ibyo tuzakora, igihe bizarangirira n'uko tuzapima umusaruro.",
      },
    },
    {
      id: 'launch',
      title: { en: 'Launch and review', fr: 'Lancement et bilan', rw: 'Gutangiza no gusuzuma' },
      description: {
        en: 'We publish the work, credit your organisation, and review the results with you after three months.',
        fr: 'Nous publions le travail, citons votre organisation et faisons le bilan avec vous après trois mois.',
        rw: "Dushyira ahagaragara ibyakozwe, tukavuga umuryango wanyu, kandi tugasuzumana namwe umusaruro nyuma y'amezi atatu.",
      },
    },
  ],
  partnersIntro: {
    en: 'Ubumenyi is built on materials these organisations share openly. Listing them credits their work; it does not mean they endorse Ubumenyi.',
    fr: 'Ubumenyi s’appuie sur des ressources que ces organisations partagent librement. Les citer, c’est reconnaître leur travail\u00a0; cela ne signifie pas qu’elles soutiennent officiellement Ubumenyi.',
    rw: "Urubuga Ubumenyi rwubakiye ku mfashanyigisho iyi miryango isangiza abantu bose ku buntu. Kuyivuga hano ni ugushimira umurimo wayo; ntibisobanura ko ishyigikiye Ubumenyi ku mugaragaro.",
  },
  partners: [
    {
      id: 'phet',
      name: {
        en: 'PhET Interactive Simulations, University of Colorado Boulder',
        fr: 'PhET Interactive Simulations, Université du Colorado à Boulder',
        rw: 'PhET Interactive Simulations, Kaminuza ya Colorado i Boulder',
      },
    },
    {
      id: 'reb',
      name: {
        en: 'Rwanda Basic Education Board (REB)',
        fr: 'Office rwandais de l’éducation de base (REB)',
        rw: "Urwego rw'Igihugu rushinzwe Uburezi bw'Ibanze (REB)",
      },
    },
    {
      id: 'rtb',
      name: {
        en: 'Rwanda TVET Board (RTB)',
        fr: 'Office rwandais de l’EFTP (RTB)',
        rw: "Urwego rw'Igihugu rushinzwe Amashuri y'Imyuga n'Ubumenyingiro (RTB)",
      },
    },
    { id: 'roadmap-sh', name: { en: 'roadmap.sh', fr: 'roadmap.sh', rw: 'roadmap.sh' } },
  ],
  cta: {
    title: { en: 'Let’s work together', fr: 'Travaillons ensemble', rw: 'Dufatanye' },
    text: {
      en: 'Tell us about your school or organisation and how you would like to help. We read every message.',
      fr: 'Parlez-nous de votre école ou de votre organisation et de la façon dont vous aimeriez aider. Nous lisons chaque message.',
      rw: "Tubwire ibyerekeye ishuri ryawe cyangwa umuryango wawe, n'uburyo wifuza gufasha. Dusoma ubutumwa bwose.",
    },
    action: {
      to: '/contact',
      label: { en: 'Contact us about a partnership', fr: 'Nous écrire pour un partenariat', rw: "Tuvugishe ku bijyanye n'ubufatanye" },
    },
  },
};
