import type { SimulationTexts } from '../schema';

/**
 * The simulation catalogue in Kinyarwanda: our own translation of each description and category name
 * (written for Ubumenyi, not taken from PhET). Simulation names stay PhET's English titles.
 * The page loads them one subject at a time, beside that subject's simulations (../localized-sources.ts).
 */
export const simulationTextsRw: SimulationTexts = {
  categories: {
    Mechanics: 'Ubukanishi',
    Energy: 'Ingufu',
    Thermodynamics: "Ubushyuhe n'ingufu",
    Waves: 'Imiraba',
    Electricity: 'Amashanyarazi',
    Magnetism: 'Magineti',
    Optics: 'Urumuri',
    Fluids: 'Ibitemba',
    Astronomy: "Ubumenyi bw'ikirere",
    'Nuclear Physics': "Ubugenge bwa nwayo y'atome",
    'Quantum Physics': 'Ubugenge bwa kwantumu',
    'Atomic Structure': "Imiterere y'atome",
    'Chemical Bonding': "Imihuza y'atome",
    'Acids and Bases': 'Aside na baze',
    'Chemical Reactions': "Imikoranire y'ibinyabutabire",
    Solutions: 'Imvange',
    Gases: 'Gaze',
    'States of Matter': "Imiterere y'ibintu",
    Evolution: "Ihindagurika ry'ibinyabuzima",
    Genetics: 'Uruhererekane',
    'Cell Biology': 'Akaremangingo',
    Neuroscience: 'Imyakura',
    Arithmetic: 'Kubara',
    Fractions: 'Ibice',
    'Ratios & Proportions': "Igereranya n'ijyanisha",
    Algebra: 'Aljebure',
    Functions: 'Fonkisiyo',
    Patterns: 'Imisusire',
    Geometry: 'Jewometiri',
    Probability: 'Ibishoboka',
    Statistics: 'Ibarurishamibare',
  },
  descriptions: {
    'projectile-motion':
      "Rasa ibintu ukoresheje imbunda nini, uhindura inguni, umuvuduko, ubutumburuke bwo kurasiraho n'uko umwuka ubirwanya, hanyuma upime intera, ubutumburuke ntarengwa n'igihe bimara mu kirere.",
    'forces-and-motion-basics':
      "Kurura umugozi mu mukino wo gukururana kandi usunike ibintu hasi, urebe uko imbaraga zingana n'izitangana, ubushyamirane n'uburemere bigira ingaruka ku ngendo.",
    'collision-lab':
      "Gonganisha imipira ku meza uhindura masi yayo, umuvuduko n'uko isimbuka, hanyuma ugereranye momentumu n'ingufu z'ingendo mbere na nyuma yo kugongana.",
    'balancing-act':
      "Shyira amatafari n'ibindi bintu ku ntera zitandukanye uvuye ku gihagararo cy'urubaho rw'iringaniza, umenye ibisabwa kugira ngo impande zombi zingane.",
    'hookes-law':
      "Rambura kandi ukande isipiringi, imwe cyangwa nyinshi zikurikiranye cyangwa zibangikanye, uhuze imbaraga ushyizeho, igipimo cy'ugukomera kwazo, uko zirambuka n'ingufu zibika.",
    'masses-and-springs':
      "Manika ibipimo by'uburemere ku isipiringi, uhindure ugukomera kwazo, igabanuka ry'inyeganyega n'imbaraga za rukuruzi, urebe uko igihe cy'inyeganyega n'ingufu bishingira kuri ibyo wahinduye.",
    'pendulum-lab':
      "Zunguza pandule z'uburebure na masi bitandukanye, ubare igihe zimara zizunguruka, kandi wige uko imbaraga za rukuruzi n'ubushyamirane bigira ingaruka ku ngendo n'ingufu zazo.",
    'vector-addition':
      "Kurura imyambi ku rusobe rw'imirongo uteranye vegiteri ukoresheje igishushanyo, kandi ugereranye uburebure bwazo, icyerekezo cyazo n'ibice byazo bitambitse n'ibihagaze.",
    'gravity-force-lab':
      "Hindura masi y'ibintu bibiri n'intera ibitandukanya, upime uko bikururana kandi urebe uko imbaraga zihinduka bitewe n'iyo ntera.",
    'energy-skate-park':
      "Hitamo cyangwa wubake inzira y'umukinnyi wa sketi, ukurikire uko ingufu z'ingendo, ingufu zibitse n'ingufu z'ubushyuhe zisimburana, ukoresheje ibishushanyo by'inkingi, iby'uruziga n'imbonerahamwe.",
    'energy-forms-and-changes':
      "Shyushya kandi ukonjeshe ibice by'ibintu bikomeye n'ibisukika, hanyuma uhuze aho ingufu ziva, ibizihindura n'ibizikoresha, ukurikire uko ingufu zihererekanywa n'uko zihinduka.",
    'friction':
      'Shyamiranya ibitabo bibiri hanyuma ubyegere cyane, urebe atome zabyo zinyeganyega vuba, zishyuha kandi zitandukana uko ubushyamirane butanga ubushyuhe.',
    'wave-on-a-string':
      "Nyeganyeza impera imwe y'umugozi, uyikubite rimwe cyangwa uyizunguze ubudahagarara, uhindure uko ukweye, igabanuka ry'inyeganyega n'uko indi mpera imeze, wige ubutumburuke, inshuro n'uburebure bw'umuraba.",
    'wave-interference':
      "Kora imiraba y'amazi, iy'ijwi n'iy'urumuri iturutse ku isoko imwe cyangwa ebyiri, wige uko imiraba ihura ikivanga, igerageza ry'imyenge ibiri n'uko umuraba unyura mu mwenge ugatatana.",
    'waves-intro':
      "Kora imiraba y'amazi, iy'ijwi n'iy'urumuri, uhindure inshuro zayo n'ubutumburuke bwayo, ugereranye uko buri bwoko bw'umuraba bugenda.",
    'ohms-law':
      'Koresha utubuto two kunyereza uhindure volutaje na rezisitansi mu muzunguruko woroshye, urebe uko umuyagankuba uhinduka, bityo itegeko V = IR rikagaragara.',
    'resistance-in-a-wire':
      "Hindura rezisitivite, uburebure n'umubyimba w'urusinga, urebe uko buri gihinduka cyongera cyangwa kigabanya rezisitansi yarwo.",
    'circuit-construction-kit-dc':
      "Ubaka imizunguruko y'umuyagankuba udahindura icyerekezo ukoresheje batiri, insinga, amatara, rezisitansi n'udukoresho two gucana no kuzimya, hanyuma uyipime ukoresheje voltimetero n'amperemetero.",
    'circuit-construction-kit-ac':
      "Teranya imizunguruko irimo amasoko y'umuyagankuba uhindura icyerekezo, rezisitansi, kapasita n'ibobine, hanyuma ushushanye uko volutaje n'umuyagankuba bihinduka uko igihe gihita.",
    'capacitor-lab-basics':
      "Hindura ubuso bw'ibyapa n'intera ibitandukanya muri kapasita ihujwe na batiri cyangwa itara, upime ubushobozi bwayo, umuriro ibika n'ingufu.",
    'charges-and-fields':
      "Shyira imiriro mito ya pozitivu n'iya negativu, ushushanye umurima w'amashanyarazi, potansiyeli y'amashanyarazi n'imirongo ifite potansiyeli imwe iyikikije.",
    'coulombs-law':
      "Hindura ingano y'imiriro ibiri n'intera iyitandukanya, ku gipimo cy'ibintu bisanzwe no ku cy'atome, upime imbaraga z'amashanyarazi ziri hagati yayo.",
    'balloons-and-static-electricity':
      "Kuba baluni ku mupira w'imbeho, hanyuma uyegereze urukuta cyangwa indi baluni, urebe imiriro yimuka n'ibintu bikururana.",
    'faradays-law':
      "Injiza kandi usohore magineti mu bizingo by'urusinga, urebe itara ryaka cyangwa urushinge rwa voltimetero runyeganyega, wige volutaje ikomoka kuri iyo ngendo.",
    'faradays-electromagnetic-lab':
      "Gerageza magineti, eregitoromagineti, ibizingo by'urusinga byakira, transiformateri na jenereteri, wige imirima ya magineti n'umuyagankuba ukomoka ku ihinduka ryayo.",
    'bending-light':
      "Ohereza urumuri rwa laser mu bintu bitandukanye no mu maprizime, wige uko urumuri rusubira inyuma, uko ruhindura icyerekezo, itegeko rya Snell n'uko urumuri rwera rwigabanyamo amabara.",
    'geometric-optics':
      "Himura ibintu, lentiye n'indorerwamo, ukurikire imirasire y'urumuri ushake aho amashusho aboneka, urebe uko intera fokali n'intera y'ikintu biyahindura.",
    'under-pressure':
      "Pima igitutu ku bujyakuzimu butandukanye mu byuzi by'imiterere itandukanye, uhindura ubucucike bw'ibisukika n'imbaraga za rukuruzi, umenye icyo igitutu cy'ibitemba gishingiraho.",
    'density':
      "Gereranya ibice by'ibintu bitandukanye, bifite masi n'ingano bitandukanye, mu kigega cy'amazi, ukoreshe amazi yimuwe ubone ubucucike bwabyo kandi umenye ibitazwi.",
    'gravity-and-orbits':
      "Himura Izuba, Isi, Ukwezi n'icyogajuru, uhindure masi yabyo, urebe uko imbaraga za rukuruzi zigena inzira binyuramo.",
    'build-a-nucleus':
      "Ongera cyangwa ukuremo porotoni na nyutoroni ukore nwayo z'atome, usuzume uko zihamye ku mbonerahamwe ya nikelide, kandi utangize iyangirika rya alfa, beta n'irindi.",
    'rutherford-scattering':
      "Rasa uduce twa alfa kuri atome za zahabu, ugereranye uko duteshuka inzira mu gishushanyo cy'atome imeze nk'umugati urimo imizabibu no mu gishushanyo cya Rutherford gifite nwayo.",
    'blackbody-spectrum':
      "Hindura ubushyuhe bw'ikintu kirabagirana nk'inyenyeri cyangwa itara, ukurikire uko urutonde rw'urumuri gisohora n'uburebure bw'umuraba bwiganje bihinduka.",
    'build-an-atom':
      "Huza porotoni, nyutoroni n'elegitoroni ukore atome n'iyoni, umenye ikinyabutabire, umuriro n'umubare wa masi, hanyuma wisuzume mu mikino.",
    'isotopes-and-atomic-mass':
      "Ongera nyutoroni muri nwayo ukore izotope, urebe niba zihamye, kandi uvange izotope ubare masi mpuzandengo ya atome.",
    'build-a-molecule':
      "Kurura atome uzihuze ukore molekile, wuzuze udusanduku tw'icyegeranyo molekile zisabwa, urebe izina, formule n'ishusho ya 3D bya buri molekile.",
    'molecule-shapes':
      "Ongera imihuza n'ibyombo by'elegitoroni byigenga kuri atome yo hagati muri 3D, uteganye imiterere ya molekile n'inguni z'imihuza, hanyuma ubigereranye na molekile nyazo.",
    'molecule-polarity':
      "Hindura ubushobozi bw'atome bwo gukurura elegitoroni n'imiterere ya molekile, ugaragaze dipole z'imihuza n'imiriro igice, urebe uko molekile zifite impande ebyiri zitandukanye zitonda mu murima w'amashanyarazi.",
    'acid-base-solutions':
      "Gereranya aside na baze zikomeye n'izoroheje, ugerageza imvange ukoresheje igipimo cya pH, urupapuro rwa pH n'igikoresho gipima ubushobozi bwo gutwara amashanyarazi, urebe ingano y'uduce turimo.",
    'ph-scale':
      "Pima pH y'ibisukika bikoreshwa buri munsi, ubyongeremo amazi, kandi uhuze pH n'ingano y'iyoni za hidoroniyumu n'iza hidorokiside birimo.",
    'balancing-chemical-equations':
      "Hindura imibare ibanziriza kugeza atome zo ku mpande zombi z'ikigereranyo cy'ubutabire zingana, ubigenzure ukoresheje iminzani n'ibishushanyo by'inkingi, hanyuma ukine umukino.",
    'reactants-products-and-leftovers':
      "Huza ibigize sandwich na molekile z'ibinyabutabire bigomba gukorana, umenye ikinyabutabire gishira mbere, ibikomokamo n'ingano isigara.",
    'concentration':
      "Ongeramo ikinyabutabire gishongeshwa, ongera cyangwa ukuremo amazi, ureke amazi ayoyoke mu mvange y'ibara mu gihe igipimo kigaragaza ubukana bwayo, wige uko igabanuka ubukana n'uko yuzura.",
    'molarity':
      "Hindura umubare wa mole z'ikinyabutabire gishongeshwa n'ingano y'imvange, urebe uko molarite ihinduka n'igihe imvange yuzuye.",
    'beers-law-lab':
      "Tegura imvange z'amabara uzinyuzemo urumuri ukoresheje sipegitorometero ya mudasobwa, uhuze urumuri zinjiza n'ubukana, uburebure bw'inzira y'urumuri n'uburebure bw'umuraba.",
    'gas-properties':
      "Pompa uduce twa gaze mu gikoresho, udushyushye cyangwa udukonjeshe, wimure urukuta rwacyo, wige igitutu, ubushyuhe, ingano n'itegeko rya gaze itunganye.",
    'gases-intro':
      "Gumisha ikintu kimwe kidahinduka uhindura ibindi, umenye isano iri hagati y'igitutu, ingano, ubushyuhe n'umubare w'uduce twa gaze.",
    'diffusion':
      "Kuraho urukuta rutandukanya gaze ebyiri urebe zivanga, uhindura masi, ingano, umubare n'ubushyuhe bw'uduce kugira ngo uhindure umuvuduko w'ivanga.",
    'states-of-matter':
      "Shyushya, konjesha kandi ukande atome na molekile urebe uko ibikomeye, ibisukika na gaze bivuka, kandi uhuze imyitwarire yabyo n'igishushanyo cy'imiterere.",
    'natural-selection':
      "Zana ihinduka rya ADN, amasega n'ibura ry'ibiryo mu itsinda ry'inkwavu, ukurikire mu bisekuru bitandukanye imiterere igenda ikwira cyangwa igabanuka.",
    'gene-expression-essentials':
      "Shyira ku ADN poroteyine zitangiza ikopororwa n'ARN polimerase ukore ARNm, uyobore ribozome zikore poroteyine, kandi ugereranye uko gene zigaragara mu turemangingo twinshi.",
    'membrane-transport':
      "Shyira imiyoboro n'amapompo mu ruhu rw'akaremangingo, urebe ogisijeni, glukoze n'iyoni birwambuka binyuze mu ikwirakwira risanzwe, ikwirakwira rifashijwe n'ubwikorezi bukoresha ingufu.",
    'neuron':
      "Kangura akaremangingo k'imyakura, ukurikire iyoni za sodiyumu na potasiyumu zinyura mu miyoboro y'uruhu rwako mu gihe ikimenyetso cy'amashanyarazi kigenda muri akisone.",
    'color-vision':
      "Vanga urumuri rutukura, urw'icyatsi n'urw'ubururu cyangwa unyuze urumuri rwera mu kayunguruzo, urebe ibara ijisho ry'umuntu ribona.",
    'number-line-integers':
      "Shyira imibare yuzuye iri hejuru n'iri munsi ya zeru ku mirongo y'imibare, ukoresheje ubushyuhe, ubutumburuke n'amafaranga, ugereranye agaciro kayo, imibare ihabanye n'agaciro kadafite ikimenyetso.",
    'fractions-intro':
      "Garagaza ibice ukoresheje inziga, imirongo, ibikombe byo gupimiramo, keke n'imirongo y'imibare, hanyuma wubake ibice usabwa ukoresheje uduce mu mikino igenda ikomera.",
    'ratio-and-proportion':
      "Zamura kandi umanure amaboko abiri ugere ku mubare w'igereranya usabwa, urebe ibidahinduka iyo amaboko akomeje kugendana ku gipimo kimwe.",
    'unit-rates':
      "Gura imbuto n'imboga kandi usiganwe n'imodoka, ukoresha imirongo y'imibare ibiri ubare igiciro cya kimwe n'umuvuduko.",
    'equality-explorer':
      "Shyira ibintu n'ibihinduka ku munzani, ukore igikorwa kimwe ku mpande zombi kugira ngo ukemure ibigereranyo byo ku rwego rwa mbere.",
    'expression-exchange':
      "Huza ibiceri n'ibice birimo ibihinduka, uteranye ibice bisa kandi woroshye imvugo za aljebure, harimo n'izifite ibice cyangwa imibare ibanziriza biri munsi ya zeru.",
    'graphing-lines':
      "Himura imirongo ku gishushanyo cya koordone, wige ubuhaname n'uburyo bwo kwandika ikigereranyo cyayo, hanyuma wimenyereze mu mukino wo gushushanya imirongo.",
    'graphing-quadratics':
      "Hindura imibare ibanziriza y'ibigereranyo byo ku rwego rwa kabiri mu buryo busanzwe no mu buryo bw'impinga, urebe uko parabole, impinga yayo, imizi yayo, fokisi n'umurongo uyigenga bigenda.",
    'function-builder':
      "Kurikiranya amakarita ya fonkisiyo ahindura amashusho n'imibare, hanyuma umenye imisusire isubiramo, wandike ibigereranyo kandi uvumbure fonkisiyo zihishe.",
    'area-builder':
      "Ubaka amashusho ukoresheje kare nto zingana, wige ubuso n'ikizenguruko, kandi ukore imyitozo igusaba kubona cyangwa kubaka ubuso runaka.",
    'trig-tour':
      "Himura akadomo ku ruziga rufite igice kimwe nk'igice cy'umurambararo, urebe uko agaciro n'ibishushanyo bya sinusi, kosinusi na tanjante bihinduka bitewe n'inguni, mu dogere cyangwa muri radiyani.",
    'plinko-probability':
      "Reka udupira tugwe tunyuze mu rubaho rurimo imisumari, ugereranye histogaramu ivuyemo n'isaranganya rya binomiyale, uhindura ibishoboka n'umubare w'imirongo.",
    'least-squares-regression':
      "Shyira utudomo tw'amakuru, ushushanye umurongo wawe ubegereye cyane, uwugereranye n'umurongo w'uburyo bwa kare nto, ibisigara n'igipimo cy'isano.",
  },
};
