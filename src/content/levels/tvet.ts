import type { Level } from '../schema';

const areas = { en: 'Programme areas', fr: 'Domaines de formation', rw: 'Amashami' };
const careers = { en: 'Career opportunities', fr: 'Débouchés', rw: "Amahirwe y'akazi" };

/** /academic-levels/tvet: technical and vocational education and training. */
export const tvet: Level = {
  id: 'tvet',
  title: {
    en: 'Technical and vocational education (TVET)',
    fr: 'Enseignement et formation techniques et professionnels (EFTP)',
    rw: "Amashuri y'imyuga n'ubumenyingiro (TVET)",
  },
  description: {
    en: 'Practical training for a skilled job: programmes designed with employers, from six-month certificates to three-year advanced diplomas.',
    fr: 'Une formation pratique à un métier qualifié\u00a0: des programmes conçus avec les employeurs, des certificats de six mois aux diplômes avancés de trois ans.',
    rw: "Amahugurwa ashingiye ku bikorwa ategurira umuntu umwuga: porogaramu zitegurwa ku bufatanye n'abakoresha, kuva ku mpamyabushobozi y'amezi atandatu kugeza kuri Advanced Diploma y'imyaka itatu.",
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: { en: 'Overview', fr: 'Aperçu', rw: 'Incamake' },
      paragraphs: {
        en: [
          'Technical and Vocational Education and Training (TVET) prepares people for skilled work. It is offered in technical secondary schools (TSS) after S3, in vocational training centres open to young people and adults, and in the colleges of Rwanda Polytechnic.',
          'The Rwanda TVET Board (RTB) develops TVET curricula with employers, so that what learners practise in the workshop matches what businesses need. Most programmes combine lessons, hands-on practice and time in a real workplace.',
        ],
        fr: [
          "L’enseignement et la formation techniques et professionnels (EFTP) préparent à un emploi qualifié. Ils sont proposés dans les écoles secondaires techniques (TSS) après la S3, dans les centres de formation professionnelle ouverts aux jeunes et aux adultes, et dans les collèges de Rwanda Polytechnic.",
          "Le [[en:Rwanda TVET Board]] (RTB) élabore les programmes de l’EFTP avec les employeurs, afin que ce que les apprenants pratiquent à l’atelier corresponde aux besoins des entreprises. La plupart des programmes associent cours, pratique en atelier et stage en entreprise.",
        ],
        rw: [
          "Amashuri y'imyuga n'ubumenyingiro (TVET) ategurira abantu akazi gasaba ubumenyi bwihariye. Atangirwa mu mashuri yisumbuye y'imyuga (TSS) nyuma ya S3, mu bigo by'imyuga byakira urubyiruko n'abakuze, no mu mashami ya [[en:Rwanda Polytechnic]].",
          "Urwego rw'Igihugu rushinzwe Amashuri y'Imyuga n'Ubumenyingiro (RTB) rutegura integanyanyigisho za TVET rufatanyije n'abakoresha, kugira ngo ibyo abanyeshuri bitoza mu nzu z'imyitozo bihure n'ibyo ibigo bikeneye. Porogaramu nyinshi zihuza amasomo, imyitozo ngiro n'igihe cyo kwimenyereza umwuga ahantu nyakuri ho gukorera.",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'programme-categories',
      heading: { en: 'Programme categories', fr: 'Filières de formation', rw: "Amatsinda y'imyuga" },
      intro: {
        en: 'TVET covers six broad families of trades. Each shows typical programme areas and where they lead.',
        fr: "L’EFTP couvre six grandes familles de métiers. Pour chacune\u00a0: des domaines de formation courants et les débouchés.",
        rw: "TVET igizwe n'amatsinda atandatu manini y'imyuga. Kuri buri tsinda hagaragazwa amashami asanzwe n'akazi aganishaho.",
      },
      cards: [
        {
          id: 'ict',
          title: { en: 'ICT', fr: 'TIC', rw: 'Ikoranabuhanga (ICT)' },
          lists: [
            {
              label: areas,
              items: {
                en: ['Software development', 'Computer systems and networks', 'Multimedia production'],
                fr: ['Développement logiciel', 'Systèmes et réseaux informatiques', 'Production multimédia'],
                rw: ['Gukora porogaramu za mudasobwa', "Sisitemu n'imiyoboro ya mudasobwa", "Gutunganya amajwi n'amashusho"],
              },
            },
            {
              label: careers,
              items: {
                en: ['Junior software developer', 'Network technician', 'Computer maintenance technician', 'Graphic and video designer'],
                fr: ['Développeur débutant', 'Technicien réseau', 'Technicien de maintenance informatique', 'Graphiste et vidéaste'],
                rw: [
                  'Ukora porogaramu za mudasobwa',
                  "Umutekinisiye w'imiyoboro ya mudasobwa",
                  'Umutekinisiye usana mudasobwa',
                  "Utunganya amafoto n'amashusho",
                ],
              },
            },
          ],
        },
        {
          id: 'engineering-construction',
          title: { en: 'Engineering & Construction', fr: 'Génie et construction', rw: "Ubwubatsi n'ubukanishi" },
          lists: [
            {
              label: areas,
              items: {
                en: ['Building construction', 'Electrical installation', 'Plumbing', 'Automobile technology'],
                fr: ['Construction de bâtiments', 'Installations électriques', 'Plomberie', 'Technologie automobile'],
                rw: ['Kubaka inyubako', 'Gushyira amashanyarazi mu nyubako', 'Gushyira amazi mu nyubako', "Ubukanishi bw'imodoka"],
              },
            },
            {
              label: careers,
              items: {
                en: ['Mason or site supervisor', 'Electrician', 'Plumber', 'Motor vehicle mechanic'],
                fr: ['Maçon ou chef de chantier', 'Électricien', 'Plombier', 'Mécanicien automobile'],
                rw: [
                  "Umufundi cyangwa umugenzuzi w'imirimo y'ubwubatsi",
                  "Umutekinisiye w'amashanyarazi",
                  "Umutekinisiye w'amazi",
                  "Umukanishi w'imodoka",
                ],
              },
            },
          ],
        },
        {
          id: 'business-management',
          title: { en: 'Business & Management', fr: 'Commerce et gestion', rw: "Ubucuruzi n'imicungire" },
          lists: [
            {
              label: areas,
              items: {
                en: ['Accounting', 'Office administration', 'Sales and marketing'],
                fr: ['Comptabilité', 'Administration de bureau', 'Vente et marketing'],
                rw: ['Ibaruramari', "Imirimo y'ibiro", 'Kugurisha no kwamamaza'],
              },
            },
            {
              label: careers,
              items: {
                en: ['Accounts assistant', 'Office administrator', 'Sales representative', 'Owner of a small business'],
                fr: ['Aide-comptable', 'Assistant administratif', 'Commercial', "Créateur d’une petite entreprise"],
                rw: [
                  'Umufasha mu ibaruramari',
                  "Umukozi ushinzwe imirimo y'ibiro",
                  'Ushinzwe kugurisha',
                  "Nyir'umushinga muto w'ubucuruzi",
                ],
              },
            },
          ],
        },
        {
          id: 'tourism-hospitality',
          title: { en: 'Tourism & Hospitality', fr: 'Tourisme et hôtellerie', rw: 'Ubukerarugendo no kwakira abashyitsi' },
          lists: [
            {
              label: areas,
              items: {
                en: ['Culinary arts', 'Food and beverage service', 'Front office and housekeeping', 'Tour guiding'],
                fr: ['Arts culinaires', 'Service en salle et au bar', 'Réception et hébergement', 'Guidage touristique'],
                rw: [
                  'Guteka',
                  "Gutanga amafunguro n'ibinyobwa",
                  'Kwakira abashyitsi no gutunganya ibyumba',
                  'Kuyobora ba mukerarugendo',
                ],
              },
            },
            {
              label: careers,
              items: {
                en: ['Cook or chef', 'Waiter or barista', 'Hotel receptionist', 'Tour guide'],
                fr: ['Cuisinier ou chef', 'Serveur ou barista', "Réceptionniste d’hôtel", 'Guide touristique'],
                rw: [
                  'Umutetsi',
                  'Umuseriveri cyangwa utegura ikawa (barista)',
                  'Ushinzwe kwakira abashyitsi muri hoteli',
                  'Uyobora ba mukerarugendo',
                ],
              },
            },
          ],
        },
        {
          id: 'agriculture-food-processing',
          title: {
            en: 'Agriculture & Food Processing',
            fr: 'Agriculture et transformation alimentaire',
            rw: 'Ubuhinzi no gutunganya ibiribwa',
          },
          lists: [
            {
              label: areas,
              items: {
                en: ['Crop production', 'Animal health and production', 'Food processing'],
                fr: ['Production végétale', 'Santé et production animales', 'Transformation alimentaire'],
                rw: ["Ubuhinzi bw'ibihingwa", "Ubworozi n'ubuzima bw'amatungo", 'Gutunganya ibiribwa'],
              },
            },
            {
              label: careers,
              items: {
                en: ['Farm manager', 'Veterinary assistant', 'Food processing technician', 'Agribusiness entrepreneur'],
                fr: ["Gérant d’exploitation agricole", 'Assistant vétérinaire', 'Technicien en transformation alimentaire', 'Entrepreneur agroalimentaire'],
                rw: [
                  "Umuyobozi w'umurima",
                  "Umufasha w'umuganga w'amatungo",
                  'Umutekinisiye mu gutunganya ibiribwa',
                  'Rwiyemezamirimo mu buhinzi',
                ],
              },
            },
          ],
        },
        {
          id: 'health-social-services',
          title: { en: 'Health & Social Services', fr: 'Santé et services sociaux', rw: "Ubuzima n'imibereho myiza" },
          lists: [
            {
              label: areas,
              items: {
                en: ['Community health support', 'Early childhood care and education', 'Care for older people and people with disabilities'],
                fr: [
                  'Appui à la santé communautaire',
                  'Accueil et éducation de la petite enfance',
                  'Accompagnement des personnes âgées et des personnes handicapées',
                ],
                rw: [
                  "Gufasha mu buzima bw'abaturage",
                  'Kwita ku bana bato no kubigisha',
                  "Kwita ku bageze mu za bukuru n'abafite ubumuga",
                ],
              },
            },
            {
              label: careers,
              items: {
                en: ['Community health worker', 'Nursery school assistant', 'Home-care assistant', 'Social care worker'],
                fr: ['Agent de santé communautaire', 'Assistant en école maternelle', 'Aide à domicile', 'Intervenant social'],
                rw: [
                  "Umujyanama w'ubuzima",
                  "Umufasha w'umwarimu w'amashuri y'incuke",
                  'Ufasha abarwayi mu rugo',
                  "Umukozi ushinzwe imibereho myiza",
                ],
              },
            },
          ],
        },
      ],
    },
    {
      kind: 'stages',
      id: 'training-levels',
      heading: {
        en: 'Training levels and durations',
        fr: 'Niveaux de formation et durées',
        rw: "Inzego z'amahugurwa n'igihe zimara",
      },
      intro: {
        en: 'Qualifications build on each other, so a learner can stop, work, and come back for the next level.',
        fr: "Les qualifications s’enchaînent\u00a0: on peut s’arrêter, travailler, puis revenir pour le niveau suivant.",
        rw: 'Impamyabushobozi zirakurikirana: umuntu ashobora guhagarara, agakora, hanyuma akagaruka kwiga urwego rukurikira.',
      },
      stages: [
        {
          id: 'certificate',
          title: { en: 'Certificate', fr: 'Certificat', rw: 'Impamyabushobozi (Certificate)' },
          duration: { min: 6, max: 12, unit: 'months' },
          text: {
            en: 'Short, practical courses in one trade, often at a vocational training centre, open to young people and adults with basic schooling.',
            fr: 'Des formations courtes et pratiques à un métier, souvent dans un centre de formation professionnelle, ouvertes aux jeunes et aux adultes ayant une scolarité de base.',
            rw: "Amahugurwa magufi kandi y'ibikorwa ku mwuga umwe, akenshi mu bigo by'imyuga, yakira urubyiruko n'abakuze bize amashuri y'ibanze.",
          },
        },
        {
          id: 'diploma',
          title: { en: 'Diploma', fr: 'Diplôme', rw: '[[en:Diploma]]' },
          duration: { min: 1, max: 2, unit: 'years' },
          text: {
            en: 'Deeper technical training for technicians, with a longer placement in a workplace.',
            fr: 'Une formation technique plus approfondie pour devenir technicien, avec un stage en entreprise plus long.',
            rw: "Amahugurwa ya tekiniki yimbitse ategura abatekinisiye, hamwe n'igihe kirekire cyo kwimenyereza umwuga mu kigo.",
          },
        },
        {
          id: 'advanced-diploma',
          title: { en: 'Advanced diploma', fr: 'Diplôme avancé', rw: '[[en:Advanced Diploma]]' },
          duration: { min: 2, max: 3, unit: 'years' },
          text: {
            en: 'The highest TVET qualification, offered by polytechnic colleges, leading to supervisory roles or further study.',
            fr: "La plus haute qualification de l’EFTP, délivrée par les collèges polytechniques, qui mène à des postes d’encadrement ou à la poursuite d’études.",
            rw: "Impamyabumenyi yo hejuru muri TVET, itangwa n'amashuri makuru y'ubumenyingiro, iganisha ku myanya y'ubuyobozi mu kazi cyangwa ku gukomeza kwiga.",
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'learning-approach',
      heading: { en: 'Learning approach', fr: 'Approche pédagogique', rw: 'Uburyo bwo kwiga' },
      intro: {
        en: 'In TVET, you learn by doing.',
        fr: "À l’EFTP, on apprend en faisant.",
        rw: 'Muri TVET, umuntu yiga akora.',
      },
      items: {
        en: [
          'Most training time is spent in workshops, labs and kitchens, not only in classrooms',
          'Competence-based modules: you move on when you can show the skill, not only describe it',
          'Industrial attachments and apprenticeships place learners with real employers',
          'Small projects teach planning, teamwork, safety and customer care',
        ],
        fr: [
          "L’essentiel de la formation se passe en atelier, en laboratoire ou en cuisine, pas seulement en classe",
          'Des modules par compétences\u00a0: on avance quand on sait montrer le savoir-faire, pas seulement le décrire',
          "Les stages en entreprise et l’apprentissage placent les apprenants chez de vrais employeurs",
          "De petits projets enseignent la planification, le travail d’équipe, la sécurité et le service client",
        ],
        rw: [
          "Igihe kinini cy'amahugurwa kimarwa mu nzu z'imyitozo, muri laboratwari no mu gikoni, si mu ishuri gusa",
          'Amasomo ashingiye ku bushobozi: ukomeza imbere iyo ushoboye kugaragaza ubumenyi ubukora, atari ukubusobanura gusa',
          "Kwimenyereza umwuga mu bigo no kwiga umwuga ku mukoresha bishyira abanyeshuri mu kazi nyakuri",
          "Imishinga mito yigisha gutegura, gukorera hamwe, kwirinda impanuka no kwita ku bakiriya",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'assessment',
      heading: { en: 'Assessment', fr: 'Évaluation', rw: 'Isuzuma' },
      cards: [
        {
          id: 'practical',
          title: { en: 'Practical assessment', fr: 'Évaluation pratique', rw: "Isuzuma ry'ibikorwa" },
          text: {
            en: 'Assessors watch learners perform real tasks, such as wiring a circuit, cooking a menu or repairing an engine, and check the work against the competence standard.',
            fr: 'Des évaluateurs observent les apprenants réaliser de vraies tâches, comme câbler un circuit, préparer un menu ou réparer un moteur, et comparent le travail à la norme de compétence.',
            rw: "Abasuzuma bareba abanyeshuri bakora imirimo nyakuri, nko gushyira insinga z'amashanyarazi, guteka ifunguro cyangwa gusana moteri, bakagereranya ibyo bakoze n'ibipimo by'ubushobozi bisabwa.",
          },
        },
        {
          id: 'portfolio',
          title: {
            en: 'Portfolio and workplace reports',
            fr: 'Portfolio et rapports de stage',
            rw: "Ububiko bw'ibikorwa na raporo z'aho bimenyereje",
          },
          text: {
            en: "A record of completed tasks and the employer's report on the attachment count towards the qualification.",
            fr: "Le dossier des tâches réalisées et le rapport de l’employeur sur le stage comptent pour la qualification.",
            rw: "Inyandiko igaragaza imirimo umunyeshuri yakoze na raporo y'umukoresha ku gihe cyo kwimenyereza umwuga bigira uruhare mu kubona impamyabushobozi.",
          },
        },
        {
          id: 'national',
          title: { en: 'National assessment', fr: 'Évaluation nationale', rw: 'Isuzuma rya Leta' },
          text: {
            en: 'Learners in technical secondary schools sit a national examination with written and practical parts at the end of their programme.',
            fr: 'Les élèves des écoles secondaires techniques passent, à la fin de leur programme, un examen national comprenant une partie écrite et une partie pratique.',
            rw: "Abanyeshuri bo mu mashuri yisumbuye y'imyuga bakora ikizamini cya Leta gifite igice cyanditse n'igice cy'ibikorwa iyo barangije porogaramu yabo.",
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
          id: 'training-materials',
          icon: 'book',
          title: { en: 'Training materials', fr: 'Supports de formation', rw: "Imfashanyigisho z'amahugurwa" },
          text: {
            en: 'The library has the REB O-Level textbooks so far, for the mathematics, science and ICT behind many trades; books for each trade are still to come.',
            fr: "La bibliothèque propose pour l’instant les manuels du REB du tronc commun, pour les mathématiques, les sciences et l’informatique qui sous-tendent de nombreux métiers\u00a0; les livres propres à chaque métier sont encore à venir.",
            rw: "Kugeza ubu isomero rifite ibitabo bya REB by'icyiciro rusange, by'imibare, siyansi n'ikoranabuhanga bikenerwa mu myuga myinshi; ibitabo byihariye bya buri mwuga biracyategurwa.",
          },
          whileSamples: {
            files: 'books',
            text: {
              en: 'The library lists the REB O-Level textbooks so far, for the mathematics, science and ICT behind many trades; a book marked “Sample file” is a stand-in until we add the real one, and books for each trade are still to come.',
              fr: "La bibliothèque répertorie pour l’instant les manuels du REB du tronc commun, pour les mathématiques, les sciences et l’informatique qui sous-tendent de nombreux métiers\u00a0; un livre marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai, et les livres propres à chaque métier sont encore à venir.",
              rw: "Kugeza ubu isomero rifite urutonde rw'ibitabo bya REB by'icyiciro rusange, by'imibare, siyansi n'ikoranabuhanga bikenerwa mu myuga myinshi; igitabo cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo igitabo nyacyo kugeza tugishyizeho, kandi ibitabo byihariye bya buri mwuga biracyategurwa.",
            },
          },
          action: { en: 'Browse the library', fr: 'Parcourir la bibliothèque', rw: 'Reba mu isomero' },
          to: '/books',
        },
        {
          id: 'skills-videos',
          icon: 'flask',
          title: { en: 'Skills videos', fr: 'Vidéos pratiques', rw: "Amashusho y'imyitozo" },
          text: {
            en: 'Short videos that show each practical step, filmed for small screens.',
            fr: 'De courtes vidéos qui montrent chaque geste pratique, filmées pour les petits écrans.',
            rw: "Amashusho magufi yerekana buri ntambwe y'imyitozo, yafashwe ku buryo agaragara neza kuri telefoni.",
          },
          action: {
            en: 'Skills videos (coming soon)',
            fr: 'Vidéos pratiques (bientôt)',
            rw: "Amashusho y'imyitozo (biraza vuba)",
          },
          to: '/coming-soon',
        },
        {
          id: 'internships',
          icon: 'users',
          title: {
            en: 'Internships and apprenticeships',
            fr: "Stages et apprentissage",
            rw: 'Aho kwimenyereza umwuga',
          },
          text: {
            en: 'Where to find industrial attachments and apprenticeships near you.',
            fr: "Où trouver des stages en entreprise et des places d’apprentissage près de chez vous.",
            rw: 'Aho wabona ibigo byakwakira ukimenyereza umwuga cyangwa ukawiga hafi yawe.',
          },
          action: {
            en: 'Internship listings (coming soon)',
            fr: 'Offres de stage (bientôt)',
            rw: 'Aho kwimenyereza umwuga (biraza vuba)',
          },
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'career-pathways',
      heading: { en: 'Career pathways', fr: 'Parcours possibles', rw: "Inzira z'ahazaza" },
      intro: {
        en: 'A TVET qualification opens several doors.',
        fr: "Une qualification de l’EFTP ouvre plusieurs portes.",
        rw: 'Impamyabushobozi ya TVET yugurura imiryango myinshi.',
      },
      cards: [
        {
          id: 'skilled-employment',
          title: { en: 'Skilled employment', fr: 'Emploi qualifié', rw: 'Akazi gasaba ubumenyi' },
          text: {
            en: 'Work as a technician or tradesperson in construction, hotels, factories, farms or ICT firms.',
            fr: "Travailler comme technicien ou artisan dans la construction, l’hôtellerie, l’industrie, l’agriculture ou les entreprises de TIC.",
            rw: "Gukora nk'umutekinisiye cyangwa umunyabukorikori mu bwubatsi, mu mahoteli, mu nganda, mu buhinzi cyangwa mu bigo by'ikoranabuhanga.",
          },
        },
        {
          id: 'own-business',
          title: { en: 'Your own business', fr: 'Votre propre entreprise', rw: 'Umushinga wawe bwite' },
          text: {
            en: 'Many graduates open a workshop, salon, tailoring shop or farm business, using the entrepreneurship modules of their programme.',
            fr: "Beaucoup de diplômés ouvrent un atelier, un salon de coiffure, une couture ou une exploitation agricole, grâce aux modules d’entrepreneuriat de leur programme.",
            rw: "Benshi mu barangije batangiza inzu y'imyuga, inzu itunganya imisatsi, iy'ubudozi cyangwa umushinga w'ubuhinzi, bifashishije amasomo yo kwihangira imirimo bize.",
          },
        },
        {
          id: 'further-study',
          title: { en: 'Further study', fr: "Poursuite d’études", rw: 'Gukomeza kwiga' },
          text: {
            en: "Move from certificate to diploma and advanced diploma, and on to a bachelor's degree in a related field.",
            fr: 'Passer du certificat au diplôme puis au diplôme avancé, et ensuite à une licence dans un domaine proche.',
            rw: "Kuva ku mpamyabushobozi ujya kuri [[en:Diploma]] na [[en:Advanced Diploma]], ukazageza no kuri Bachelor mu ishami bijyanye.",
          },
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: { en: 'Explore other levels', fr: 'Découvrir les autres niveaux', rw: 'Menya izindi nzego' },
      levels: ['primary', 'olevel', 'alevel', 'higher', 'professional'],
    },
  ],
};
