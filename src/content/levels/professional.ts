import type { Level } from '../schema';

/** /academic-levels/professional: learning through a working life. */
export const professional: Level = {
  id: 'professional',
  title: { en: 'Professional development', fr: 'Développement professionnel', rw: "Amahugurwa y'umwuga" },
  description: {
    en: 'Certifications and short courses that help working people grow in their careers, change direction or meet the rules of their profession.',
    fr: 'Certifications et formations courtes qui aident les professionnels à progresser, à se réorienter ou à répondre aux exigences de leur profession.',
    rw: "Impamyabushobozi n'amahugurwa magufi bifasha abakozi gutera imbere mu kazi, guhindura umwuga cyangwa kuzuza ibisabwa mu mwuga wabo.",
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: { en: 'Overview', fr: 'Aperçu', rw: 'Incamake' },
      paragraphs: {
        en: [
          'Professional development is the learning that continues after school or university. It may be a certification you need to practise, a short course on a new tool, or a programme that prepares you for promotion.',
          'Many professions in Rwanda are regulated by professional bodies that set examinations and expect members to keep learning every year. Employers, universities, polytechnics and online platforms all offer courses.',
        ],
        fr: [
          "Le développement professionnel, c’est l’apprentissage qui continue après l’école ou l’université. Il peut s’agir d’une certification exigée pour exercer, d’une formation courte sur un nouvel outil ou d’un programme qui prépare à une promotion.",
          "Au Rwanda, de nombreuses professions sont encadrées par des ordres professionnels qui organisent des examens et attendent de leurs membres qu’ils se forment chaque année. Employeurs, universités, polytechniques et plateformes en ligne proposent tous des formations.",
        ],
        rw: [
          "Amahugurwa y'umwuga ni ukwiga bikomeza nyuma y'amashuri yisumbuye cyangwa kaminuza. Ashobora kuba impamyabushobozi ukeneye kugira ngo ukore umwuga runaka, amahugurwa magufi ku gikoresho gishya, cyangwa gahunda igutegurira kuzamurwa mu ntera.",
          "Mu Rwanda, imyuga myinshi igengwa n'ingaga z'abanyamwuga zitegura ibizamini kandi zigasaba abanyamuryango gukomeza kwiga buri mwaka. Abakoresha, kaminuza, amashuri makuru y'ubumenyingiro n'imbuga za interineti byose bitanga amahugurwa.",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'categories',
      heading: { en: 'Categories', fr: 'Domaines', rw: "Ibyiciro by'amahugurwa" },
      cards: [
        {
          id: 'finance-accounting',
          title: { en: 'Finance and accounting', fr: 'Finance et comptabilité', rw: "Imari n'ibaruramari" },
          text: {
            en: 'Professional accountancy qualifications such as CPA and CAT from the Institute of Certified Public Accountants of Rwanda (ICPAR).',
            fr: "Des qualifications d’expert-comptable comme le CPA et le CAT de l’[[en:Institute of Certified Public Accountants of Rwanda]] (ICPAR).",
            rw: "Impamyabushobozi z'umwuga w'ibaruramari nka CPA na CAT zitangwa n'Urugaga rw'Ababaruramari b'Umwuga mu Rwanda (ICPAR).",
          },
        },
        {
          id: 'information-technology',
          title: { en: 'Information technology', fr: "Technologies de l’information", rw: 'Ikoranabuhanga' },
          text: {
            en: 'Vendor and industry certifications in networking, cloud computing, cybersecurity and software development.',
            fr: "Des certifications d’éditeurs et de l’industrie en réseaux, informatique en nuage, cybersécurité et développement logiciel.",
            rw: "Impamyabushobozi zitangwa n'ibigo by'ikoranabuhanga mu miyoboro ya mudasobwa, ububiko bwo kuri interineti (cloud), umutekano w'ikoranabuhanga no gukora porogaramu.",
          },
        },
        {
          id: 'teaching',
          title: { en: 'Teaching', fr: 'Enseignement', rw: 'Ubwarimu' },
          text: {
            en: 'Continuous professional development for teachers, including certificates in subject teaching, school leadership and ICT in the classroom.',
            fr: "La formation continue des enseignants, avec des certificats en didactique des disciplines, en direction d’école et en usage des TIC en classe.",
            rw: "Amahugurwa ahoraho y'abarimu, harimo impamyabushobozi mu kwigisha amasomo, mu buyobozi bw'amashuri no mu gukoresha ikoranabuhanga mu ishuri.",
          },
        },
        {
          id: 'management-leadership',
          title: { en: 'Management and leadership', fr: 'Gestion et leadership', rw: "Imicungire n'ubuyobozi" },
          text: {
            en: 'Project management, human resources, procurement and leadership programmes for team leaders and managers.',
            fr: "Gestion de projet, ressources humaines, passation des marchés et programmes de leadership pour les chefs d’équipe et les cadres.",
            rw: "Imicungire y'imishinga, iy'abakozi n'iy'amasoko, n'amahugurwa y'ubuyobozi agenewe abayobora amatsinda n'abayobozi b'ibigo.",
          },
        },
        {
          id: 'health-law',
          title: { en: 'Health and law', fr: 'Santé et droit', rw: "Ubuzima n'amategeko" },
          text: {
            en: 'Licensing examinations and yearly training for health professionals, and the postgraduate diploma in legal practice for lawyers.',
            fr: "Examens d’autorisation d’exercer et formation annuelle pour les professionnels de santé, et diplôme de troisième cycle en pratique juridique pour les juristes.",
            rw: "Ibizamini byo guhabwa uruhushya rwo gukora n'amahugurwa ya buri mwaka ku banyamwuga b'ubuzima, hamwe n'impamyabumenyi yo gukora umwuga w'amategeko ku barangije amategeko.",
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'learning-formats',
      heading: { en: 'Learning formats', fr: "Formats d’apprentissage", rw: 'Uburyo bwo kwiga' },
      cards: [
        {
          id: 'short-courses',
          title: { en: 'Short courses', fr: 'Formations courtes', rw: 'Amahugurwa magufi' },
          text: {
            en: 'One to five days in person, focused on one skill you can use at work the following week.',
            fr: "D’un à cinq jours en présentiel, centrées sur une compétence utilisable au travail dès la semaine suivante.",
            rw: "Umunsi umwe kugeza kuri itanu imbonankubone, yibanda ku bumenyi bumwe ushobora gukoresha mu kazi mu cyumweru gikurikira.",
          },
        },
        {
          id: 'online',
          title: { en: 'Online learning', fr: 'Formation en ligne', rw: 'Kwiga kuri interineti' },
          text: {
            en: 'Self-paced modules and live classes you can follow on a phone in the evening.',
            fr: 'Des modules à suivre à son rythme et des classes en direct, accessibles le soir sur un téléphone.',
            rw: "Amasomo wiga ku muvuduko wawe n'amasomo atangwa ako kanya, ushobora gukurikirana nimugoroba kuri telefoni.",
          },
        },
        {
          id: 'blended',
          title: { en: 'Blended programmes', fr: 'Formations hybrides', rw: 'Uburyo buvanze' },
          text: {
            en: 'Online study combined with a few in-person workshops, common for certificates that run over several months.',
            fr: 'Des études en ligne combinées à quelques ateliers en présentiel, fréquentes pour les certificats de plusieurs mois.',
            rw: "Kwiga kuri interineti bivanzwe n'amahugurwa make y'imbonankubone, bikunze gukoreshwa ku mpamyabushobozi zimara amezi menshi.",
          },
        },
        {
          id: 'on-the-job',
          title: { en: 'On-the-job learning', fr: 'Apprentissage au poste de travail', rw: 'Kwigira mu kazi' },
          text: {
            en: 'Mentoring, coaching and job rotation organised by employers.',
            fr: 'Mentorat, accompagnement et rotation des postes organisés par les employeurs.',
            rw: "Gukurikiranwa n'umujyanama, guherekezwa no guhinduranya imirimo, bitegurwa n'abakoresha.",
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'certifications',
      heading: { en: 'Certifications', fr: 'Certifications', rw: 'Impamyabushobozi' },
      intro: {
        en: 'A recognised certification tells employers exactly what you can do. Before you enrol, check who awards it and whether employers in your field ask for it.',
        fr: 'Une certification reconnue dit précisément aux employeurs ce que vous savez faire. Avant de vous inscrire, vérifiez qui la délivre et si les employeurs de votre domaine la demandent.',
        rw: "Impamyabushobozi yemewe yereka abakoresha neza icyo ushoboye. Mbere yo kwiyandikisha, banza urebe uyitanga n'uko abakoresha bo mu rwego rwawe bayisaba.",
      },
      cards: [
        {
          id: 'professional-body',
          title: {
            en: 'Professional body qualifications',
            fr: "Qualifications d’ordres professionnels",
            rw: "Impamyabushobozi z'ingaga z'abanyamwuga",
          },
          text: {
            en: 'Awarded after examinations set by a national professional body, such as ICPAR for accountants. They are often required to practise.',
            fr: "Délivrées après des examens organisés par un ordre professionnel national, comme l’ICPAR pour les comptables. Elles sont souvent exigées pour exercer.",
            rw: "Zitangwa nyuma y'ibizamini bitegurwa n'urugaga rw'abanyamwuga rw'igihugu, nka ICPAR ku babaruramari. Akenshi zisabwa kugira ngo ukore umwuga.",
          },
        },
        {
          id: 'industry',
          title: { en: 'Industry certifications', fr: "Certifications de l’industrie", rw: 'Impamyabushobozi mpuzamahanga' },
          text: {
            en: 'International certificates in IT, project management and languages, earned by passing a standard examination.',
            fr: 'Des certificats internationaux en informatique, gestion de projet et langues, obtenus en réussissant un examen standardisé.',
            rw: "Impamyabushobozi mpuzamahanga mu ikoranabuhanga, imicungire y'imishinga n'indimi, zibonwa n'utsinze ikizamini kimwe gikoreshwa hose.",
          },
        },
        {
          id: 'postgraduate',
          title: {
            en: 'Postgraduate certificates and diplomas',
            fr: 'Certificats et diplômes de troisième cycle',
            rw: 'Impamyabushobozi zo nyuma ya kaminuza',
          },
          text: {
            en: "Short university awards, usually six months to a year long, that can count towards a master's degree.",
            fr: 'De courtes formations universitaires, en général de six mois à un an, qui peuvent compter pour un master.',
            rw: "Impamyabushobozi za kaminuza z'igihe gito, akenshi amezi atandatu kugeza ku mwaka, zishobora kubarirwa mu masomo ya Master.",
          },
        },
      ],
    },
    {
      kind: 'resources',
      id: 'resources',
      heading: { en: 'Resources', fr: 'Ressources', rw: 'Imfashanyigisho' },
      resources: [
        {
          id: 'course-directory',
          icon: 'compass',
          title: { en: 'Course directory', fr: 'Annuaire des formations', rw: "Urutonde rw'amahugurwa" },
          text: {
            en: 'Short courses and certifications available in Rwanda, by field.',
            fr: 'Les formations courtes et les certifications disponibles au Rwanda, par domaine.',
            rw: "Amahugurwa magufi n'impamyabushobozi biboneka mu Rwanda, bigabanyijwe ukurikije inzego.",
          },
          action: {
            en: 'Course directory (coming soon)',
            fr: 'Annuaire des formations (bientôt)',
            rw: "Urutonde rw'amahugurwa (biraza vuba)",
          },
          to: '/coming-soon',
        },
        {
          id: 'exam-preparation',
          icon: 'paper',
          title: {
            en: 'Certification exam preparation',
            fr: 'Préparation aux examens de certification',
            rw: "Kwitegura ibizamini by'impamyabushobozi",
          },
          text: {
            en: 'Study plans and practice questions for professional examinations.',
            fr: "Des plans de révision et des questions d’entraînement pour les examens professionnels.",
            rw: "Gahunda zo kwiga n'ibibazo byo kwitoza ku bizamini by'umwuga.",
          },
          action: {
            en: 'Exam preparation (coming soon)',
            fr: 'Préparation aux examens (bientôt)',
            rw: 'Kwitegura ibizamini (biraza vuba)',
          },
          to: '/coming-soon',
        },
        {
          id: 'mentoring',
          icon: 'users',
          title: { en: 'Mentoring network', fr: 'Réseau de mentorat', rw: "Ihuriro ry'abajyanama" },
          text: {
            en: 'Connect with experienced professionals who volunteer to guide others in their field.',
            fr: "Entrez en contact avec des professionnels expérimentés qui accompagnent bénévolement d’autres personnes de leur domaine.",
            rw: "Hura n'abanyamwuga b'inararibonye bitanga ku bushake kugira ngo bayobore abandi bo mu rwego rwabo.",
          },
          action: {
            en: 'Mentoring network (coming soon)',
            fr: 'Réseau de mentorat (bientôt)',
            rw: "Ihuriro ry'abajyanama (biraza vuba)",
          },
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'list',
      id: 'benefits',
      heading: { en: 'Benefits', fr: 'Avantages', rw: 'Inyungu' },
      items: {
        en: [
          'Keep your skills current as technology and regulations change',
          'Meet the yearly training requirements of your professional body',
          'Qualify for promotion, higher pay or a new role',
          'Move into a new field without starting a full degree',
          'Build a network of peers and mentors',
        ],
        fr: [
          'Garder vos compétences à jour face aux changements technologiques et réglementaires',
          'Remplir les obligations annuelles de formation de votre ordre professionnel',
          'Prétendre à une promotion, à un meilleur salaire ou à un nouveau poste',
          'Vous réorienter sans reprendre un cursus complet',
          'Construire un réseau de pairs et de mentors',
        ],
        rw: [
          "Gukomeza kugendana n'igihe mu bumenyi bwawe uko ikoranabuhanga n'amategeko bihinduka",
          "Kuzuza amahugurwa urugaga rwawe rw'abanyamwuga rusaba buri mwaka",
          'Kwemererwa kuzamurwa mu ntera, guhembwa menshi cyangwa guhabwa undi mwanya',
          "Kwinjira mu rundi rwego utongeye kwiga kaminuza yose",
          "Kubaka umubano na bagenzi bawe n'abajyanama",
        ],
      },
    },
    {
      kind: 'related',
      id: 'related',
      heading: { en: 'Explore other levels', fr: 'Découvrir les autres niveaux', rw: 'Menya izindi nzego' },
      levels: ['primary', 'olevel', 'alevel', 'tvet', 'higher'],
    },
  ],
};
