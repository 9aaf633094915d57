import type { Level } from '../schema';

/** /academic-levels/higher: universities, polytechnics and degrees. */
export const higher: Level = {
  id: 'higher',
  title: { en: 'Higher education', fr: 'Enseignement supérieur', rw: 'Amashuri makuru na kaminuza' },
  description: {
    en: "Universities, polytechnics and specialised institutions offering bachelor's, master's and doctoral degrees in Rwanda.",
    fr: 'Universités, polytechniques et établissements spécialisés qui délivrent licences, masters et doctorats au Rwanda.',
    rw: "Kaminuza, amashuri makuru y'ubumenyingiro n'ibigo byihariye bitanga impamyabumenyi za Bachelor, Master na PhD mu Rwanda.",
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: { en: 'Overview', fr: 'Aperçu', rw: 'Incamake' },
      paragraphs: {
        en: [
          'Higher education is open to learners who complete A-Level, or an advanced TVET qualification, with the required results. Institutions are accredited by the Higher Education Council (HEC), which also checks the quality of their programmes.',
          'Some students receive government sponsorship according to their results and field of study; others pay fees or win scholarships from universities and their partners.',
        ],
        fr: [
          "L’enseignement supérieur est ouvert aux élèves qui terminent le second cycle, ou une qualification avancée de l’EFTP, avec les résultats requis. Les établissements sont accrédités par le Higher Education Council (HEC), qui contrôle aussi la qualité de leurs programmes.",
          "Certains étudiants reçoivent un financement de l’État selon leurs résultats et leur domaine d’études\u00a0; d’autres paient des frais de scolarité ou obtiennent des bourses des universités et de leurs partenaires.",
        ],
        rw: [
          "Amashuri makuru na kaminuza byakira abarangije icyiciro cya kabiri cy'amashuri yisumbuye, cyangwa impamyabushobozi yo hejuru ya TVET, bafite amanota asabwa. Ibigo by'amashuri makuru byemerwa n'Inama Nkuru y'Amashuri Makuru (HEC), ari na yo igenzura ireme ry'amasomo yabyo.",
          "Bamwe mu banyeshuri bahabwa inkunga ya Leta bakurikije amanota yabo n'ishami biga; abandi biyishyurira cyangwa bakabona buruse zitangwa na kaminuza n'abafatanyabikorwa bazo.",
        ],
      },
    },
    {
      kind: 'cards',
      id: 'institution-types',
      heading: { en: 'Types of institutions', fr: "Types d’établissements", rw: "Ubwoko bw'amashuri makuru" },
      cards: [
        {
          id: 'public-university',
          title: { en: 'Public university', fr: 'Université publique', rw: 'Kaminuza ya Leta' },
          text: {
            en: "The University of Rwanda, the country's largest institution, with colleges in several provinces covering science, medicine, education, business, agriculture and the arts.",
            fr: "L’Université du Rwanda, le plus grand établissement du pays, avec des collèges dans plusieurs provinces\u00a0: sciences, médecine, éducation, commerce, agriculture et lettres.",
            rw: "Kaminuza y'u Rwanda, ikigo kinini kurusha ibindi mu gihugu, ifite amashami (colleges) mu ntara zitandukanye yigisha siyansi, ubuvuzi, uburezi, ubucuruzi, ubuhinzi, indimi n'ubuhanzi.",
          },
        },
        {
          id: 'polytechnic',
          title: { en: 'Polytechnic', fr: 'Polytechnique', rw: "Amashuri makuru y'ubumenyingiro" },
          text: {
            en: 'Rwanda Polytechnic and its colleges offer diplomas and advanced diplomas in engineering, ICT, hospitality and other technical fields.',
            fr: "[[en:Rwanda Polytechnic]] et ses collèges délivrent des diplômes et diplômes avancés en ingénierie, TIC, hôtellerie et d’autres domaines techniques.",
            rw: "[[en:Rwanda Polytechnic]] n'amashami yayo (IPRC) batanga [[en:Diploma]] na [[en:Advanced Diploma]] mu bwubatsi n'ubukanishi, ikoranabuhanga, kwakira abashyitsi n'izindi nzego za tekiniki.",
          },
        },
        {
          id: 'private-universities',
          title: { en: 'Private universities', fr: 'Universités privées', rw: 'Kaminuza zigenga' },
          text: {
            en: 'Accredited private universities and institutes offer degrees, often with evening and weekend classes for students who work.',
            fr: 'Des universités et instituts privés accrédités délivrent des diplômes, souvent avec des cours du soir et du week-end pour les étudiants qui travaillent.',
            rw: "Kaminuza n'amashuri makuru byigenga byemewe bitanga impamyabumenyi, akenshi bifite amasomo ya nimugoroba n'ay'impera z'icyumweru ku banyeshuri bakora.",
          },
        },
        {
          id: 'specialised-institutions',
          title: { en: 'Specialised institutions', fr: 'Établissements spécialisés', rw: 'Ibigo byihariye' },
          text: {
            en: 'Institutions focused on one field, such as legal practice, public health or the arts, and international campuses based in Kigali.',
            fr: 'Des établissements centrés sur un domaine, comme la pratique juridique, la santé publique ou les arts, et des campus internationaux installés à Kigali.',
            rw: "Ibigo byigisha mu rwego rumwe, nk'umwuga w'amategeko, ubuzima rusange cyangwa ubuhanzi, hamwe n'amashami ya kaminuza mpuzamahanga ari i Kigali.",
          },
        },
      ],
    },
    {
      kind: 'stages',
      id: 'degree-programmes',
      heading: { en: 'Degree programmes', fr: 'Programmes de diplômes', rw: 'Impamyabumenyi' },
      intro: {
        en: 'Usual lengths for full-time study:',
        fr: 'Durées habituelles à temps plein\u00a0:',
        rw: "Igihe amasomo asanzwe amara ku wiga igihe cyose:",
      },
      stages: [
        {
          id: 'bachelor',
          title: { en: "Bachelor's degree", fr: 'Licence (bachelor)', rw: 'Bachelor' },
          duration: { min: 3, max: 4, unit: 'years' },
          text: {
            en: 'The first university degree. Many programmes last four years, some three; medicine takes longer.',
            fr: 'Le premier diplôme universitaire. Beaucoup de programmes durent quatre ans, certains trois\u00a0; la médecine dure plus longtemps.',
            rw: "Impamyabumenyi ya mbere ya kaminuza. Amashami menshi amara imyaka ine, andi atatu; ubuvuzi bwo bufata igihe kirekire kurushaho.",
          },
        },
        {
          id: 'master',
          title: { en: "Master's degree", fr: 'Master', rw: 'Master' },
          duration: { min: 1, max: 2, unit: 'years' },
          text: {
            en: 'Advanced study in a specialised field, often with a research dissertation. Many programmes are designed for people who already work.',
            fr: 'Des études avancées dans un domaine spécialisé, souvent avec un mémoire de recherche. Beaucoup de programmes sont conçus pour des personnes qui travaillent déjà.',
            rw: "Kwiga byimbitse mu rwego runaka, akenshi hakubiyemo igitabo cy'ubushakashatsi. Amashami menshi ateguriwe abantu basanzwe bakora.",
          },
        },
        {
          id: 'phd',
          title: { en: 'Doctorate (PhD)', fr: 'Doctorat (PhD)', rw: "Impamyabumenyi y'ikirenga (PhD)" },
          duration: { min: 3, max: 5, unit: 'years' },
          text: {
            en: 'Original research under a supervisor, ending with a thesis that adds new knowledge to the field.',
            fr: "Une recherche originale sous la direction d’un encadrant, conclue par une thèse qui apporte des connaissances nouvelles au domaine.",
            rw: "Ubushakashatsi bushya bukorwa buyobowe n'umwarimu, busozwa n'igitabo kongera ubumenyi bushya muri urwo rwego.",
          },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'study-areas',
      heading: { en: 'Study areas', fr: "Domaines d’études", rw: "Amashami y'inyigisho" },
      cards: [
        {
          id: 'science-technology',
          title: { en: 'Science and technology', fr: 'Sciences et technologie', rw: "Siyansi n'ikoranabuhanga" },
          text: {
            en: 'Computer science, engineering, mathematics, physics, chemistry and environmental science.',
            fr: "Informatique, ingénierie, mathématiques, physique, chimie et sciences de l’environnement.",
            rw: "Mudasobwa, ubwubatsi n'ubukanishi, imibare, ubugenge, ubutabire n'ubumenyi bw'ibidukikije.",
          },
        },
        {
          id: 'medicine-health',
          title: { en: 'Medicine and health', fr: 'Médecine et santé', rw: "Ubuvuzi n'ubuzima" },
          text: {
            en: 'Medicine, nursing, midwifery, pharmacy, dentistry and public health.',
            fr: 'Médecine, soins infirmiers, maïeutique, pharmacie, dentisterie et santé publique.',
            rw: "Ubuvuzi, ubuforomo, ububyaza, imiti, ubuvuzi bw'amenyo n'ubuzima rusange.",
          },
        },
        {
          id: 'business-economics',
          title: { en: 'Business and economics', fr: 'Commerce et économie', rw: "Ubucuruzi n'ubukungu" },
          text: {
            en: 'Accounting, finance, management, economics and entrepreneurship.',
            fr: 'Comptabilité, finance, gestion, économie et entrepreneuriat.',
            rw: 'Ibaruramari, imari, imicungire, ubukungu no kwihangira imirimo.',
          },
        },
        {
          id: 'education',
          title: { en: 'Education', fr: 'Éducation', rw: 'Uburezi' },
          text: {
            en: 'Teacher training for every subject and level, and school leadership.',
            fr: "Formation des enseignants pour chaque matière et chaque niveau, et direction d’établissements.",
            rw: "Gutegura abarimu ba buri somo na buri cyiciro, n'ubuyobozi bw'amashuri.",
          },
        },
        {
          id: 'agriculture-environment',
          title: { en: 'Agriculture and environment', fr: 'Agriculture et environnement', rw: "Ubuhinzi n'ibidukikije" },
          text: {
            en: 'Crop and animal science, food science, forestry and natural resource management.',
            fr: 'Sciences végétales et animales, sciences des aliments, foresterie et gestion des ressources naturelles.',
            rw: "Ubuhinzi, ubworozi, ubumenyi bw'ibiribwa, amashyamba n'imicungire y'umutungo kamere.",
          },
        },
        {
          id: 'humanities-law',
          title: {
            en: 'Humanities, law and social sciences',
            fr: 'Lettres, droit et sciences sociales',
            rw: "Amategeko, indimi n'ubumenyi bw'imibereho",
          },
          text: {
            en: 'Law, languages, journalism, international relations, social work and the arts.',
            fr: 'Droit, langues, journalisme, relations internationales, travail social et arts.',
            rw: "Amategeko, indimi, itangazamakuru, ububanyi n'amahanga, imibereho myiza n'ubuhanzi.",
          },
        },
      ],
    },
    {
      kind: 'list',
      id: 'learning-approach',
      heading: { en: 'Learning approach', fr: 'Approche pédagogique', rw: 'Uburyo bwo kwiga' },
      intro: {
        en: 'University study asks more of the learner.',
        fr: "Les études supérieures demandent davantage à l’étudiant.",
        rw: 'Kwiga muri kaminuza bisaba umunyeshuri byinshi kurushaho.',
      },
      items: {
        en: [
          'Lectures and seminars introduce ideas; most learning happens in your own reading and assignments',
          'Modules are counted in credits, and each semester ends with examinations',
          'Group projects, lab work and field trips link theory to practice',
          'Internships in the later years give real work experience',
          'A final-year research project or dissertation shows that you can work independently',
        ],
        fr: [
          "Les cours magistraux et les séminaires présentent les idées\u00a0; l’essentiel de l’apprentissage se fait dans vos lectures et vos travaux",
          'Les modules sont comptés en crédits, et chaque semestre se termine par des examens',
          'Projets de groupe, travaux de laboratoire et sorties de terrain relient la théorie à la pratique',
          'Les stages des dernières années donnent une vraie expérience professionnelle',
          'Un projet de recherche ou un mémoire de dernière année montre que vous savez travailler en autonomie',
        ],
        rw: [
          "Amasomo yigishirizwa mu cyumba cy'ishuri n'ibiganiro mpaka bitangiza ibitekerezo; byinshi ubyiga wisomera kandi ukora imikoro",
          "Amasomo abarwa mu bice byitwa credits, kandi buri gihembwe (semestre) gisozwa n'ibizamini",
          "Imishinga y'amatsinda, imirimo ya laboratwari n'ingendo-shuri bihuza ibyigwa n'ibikorwa",
          "Kwimenyereza umwuga mu myaka ya nyuma biguha uburambe bw'akazi nyakuri",
          "Umushinga w'ubushakashatsi cyangwa igitabo cy'umwaka wa nyuma bigaragaza ko ushobora gukora wigenga",
        ],
      },
    },
    {
      kind: 'resources',
      id: 'resources',
      heading: { en: 'Resources', fr: 'Ressources', rw: 'Imfashanyigisho' },
      resources: [
        {
          id: 'academic-materials',
          icon: 'book',
          title: { en: 'Academic materials', fr: 'Documents académiques', rw: 'Imfashanyigisho za kaminuza' },
          text: {
            en: 'The library has the REB O-Level textbooks so far, for revising the foundations in mathematics and the sciences; university books are still to come.',
            fr: "La bibliothèque propose pour l’instant les manuels du REB du tronc commun, pour revoir les bases en mathématiques et en sciences\u00a0; les ouvrages universitaires sont encore à venir.",
            rw: "Kugeza ubu isomero rifite ibitabo bya REB by'icyiciro rusange, byo gusubiramo ishingiro ry'imibare na siyansi; ibitabo bya kaminuza biracyategurwa.",
          },
          whileSamples: {
            files: 'books',
            text: {
              en: 'The library lists the REB O-Level textbooks so far, for revising the foundations in mathematics and the sciences; a book marked “Sample file” is a stand-in until we add the real one, and university books are still to come.',
              fr: "La bibliothèque répertorie pour l’instant les manuels du REB du tronc commun, pour revoir les bases en mathématiques et en sciences\u00a0; un livre marqué «\u00a0Fichier d’exemple\u00a0» en tient lieu en attendant que nous ajoutions le vrai, et les ouvrages universitaires sont encore à venir.",
              rw: "Kugeza ubu isomero rifite urutonde rw'ibitabo bya REB by'icyiciro rusange, byo gusubiramo ishingiro ry'imibare na siyansi; igitabo cyanditseho “Dosiye y’icyitegererezo” gisimbura by'agateganyo igitabo nyacyo kugeza tugishyizeho, kandi ibitabo bya kaminuza biracyategurwa.",
            },
          },
          action: { en: 'Browse the library', fr: 'Parcourir la bibliothèque', rw: 'Reba mu isomero' },
          to: '/books',
        },
        {
          id: 'research-guides',
          icon: 'compass',
          title: { en: 'Research skills guides', fr: 'Guides de recherche', rw: "Imfashanyigisho z'ubushakashatsi" },
          text: {
            en: 'How to find sources, cite them and write a literature review.',
            fr: 'Comment trouver des sources, les citer et rédiger une revue de littérature.',
            rw: "Uko wabona inkomoko z'amakuru, uko uzivuga mu nyandiko n'uko wandika isesengura ry'ibyanditswe.",
          },
          action: {
            en: 'Research guides (coming soon)',
            fr: 'Guides de recherche (bientôt)',
            rw: "Imfashanyigisho z'ubushakashatsi (biraza vuba)",
          },
          to: '/coming-soon',
        },
        {
          id: 'scholarships',
          icon: 'users',
          title: { en: 'Scholarship guide', fr: 'Guide des bourses', rw: 'Amakuru kuri buruse' },
          text: {
            en: 'Scholarships and sponsorship open to Rwandan students, with their deadlines.',
            fr: 'Les bourses et financements ouverts aux étudiants rwandais, avec leurs dates limites.',
            rw: "Buruse n'inkunga byagenewe abanyeshuri b'Abanyarwanda, n'amatariki ntarengwa yabyo.",
          },
          action: {
            en: 'Scholarship guide (coming soon)',
            fr: 'Guide des bourses (bientôt)',
            rw: 'Amakuru kuri buruse (biraza vuba)',
          },
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'career-outcomes',
      heading: { en: 'Career outcomes', fr: 'Débouchés professionnels', rw: 'Imirimo bigeza ho' },
      intro: {
        en: 'A degree prepares graduates for three kinds of career.',
        fr: 'Un diplôme prépare à trois types de carrière.',
        rw: "Impamyabumenyi ya kaminuza itegura abayirangije ku bwoko butatu bw'imirimo.",
      },
      cards: [
        {
          id: 'professions',
          title: { en: 'Regulated professions', fr: 'Professions réglementées', rw: "Imyuga igengwa n'amategeko" },
          text: {
            en: 'Professions such as medicine, engineering, law, accounting and teaching, which often require a licence after the degree.',
            fr: "Des professions comme la médecine, l’ingénierie, le droit, la comptabilité et l’enseignement, qui exigent souvent une autorisation d’exercer après le diplôme.",
            rw: "Imyuga nk'ubuvuzi, ubwubatsi n'ubukanishi, amategeko, ibaruramari n'ubwarimu, akenshi isaba uruhushya rwo kuyikora nyuma yo kurangiza kaminuza.",
          },
        },
        {
          id: 'public-private',
          title: { en: 'Public and private sectors', fr: 'Secteurs public et privé', rw: "Inzego za Leta n'iz'abikorera" },
          text: {
            en: 'Posts in government, banks, telecoms companies, NGOs and international organisations.',
            fr: "Des postes dans l’administration, les banques, les télécommunications, les ONG et les organisations internationales.",
            rw: "Imyanya mu nzego za Leta, mu mabanki, mu bigo by'itumanaho, mu miryango itari iya Leta no mu miryango mpuzamahanga.",
          },
        },
        {
          id: 'research-enterprise',
          title: { en: 'Research and enterprise', fr: 'Recherche et entrepreneuriat', rw: 'Ubushakashatsi no kwihangira imirimo' },
          text: {
            en: 'Research careers, university teaching, and start-ups built on new ideas.',
            fr: 'Carrières de chercheur, enseignement universitaire et jeunes entreprises bâties sur des idées nouvelles.',
            rw: "Umwuga w'ubushakashatsi, kwigisha muri kaminuza no gutangiza ibigo bishya bishingiye ku bitekerezo bishya.",
          },
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: { en: 'Explore other levels', fr: 'Découvrir les autres niveaux', rw: 'Menya izindi nzego' },
      levels: ['primary', 'olevel', 'alevel', 'tvet', 'professional'],
    },
  ],
};
