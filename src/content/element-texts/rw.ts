import type { ElementText } from '../schema';

/**
 * Amazina, ibisobanuro n'imikoreshereze y'ibinyabutabire 118 mu Kinyarwanda, bikurikiye nimero ya atome.
 * Names: the Kinyarwanda name where Rwandan usage has one (Zahabu, Ifeza, Umuringa, Ubutare, and adapted
 * forms such as Hidorojeni or Kalisiyumu), otherwise the international (IUPAC) name. Written by Ubumenyi.
 * The international forms (Helium, Neon, Titanium, Zinc…) are part of the language. A name that is
 * English (Tin, Lead, Mercury, Silicon, Boron, Sulfur, the -ine halogens…) or French (Azote) rather than
 * international carries `nameLang`, so pages mark it (lang="en"/"fr", WCAG 3.1.2) and a screen reader
 * voices it in that language, until a native editor gives a Kinyarwanda name (issue 44).
 */
const rw: Record<number, ElementText> = {
  1: {
    name: "Hidorojeni",
    description:
      "Hidorojeni ni cyo kinyabutabire cyoroshye kurusha ibindi, kandi ni cyo kiboneka ari kinshi mu isanzure. Ku Isi ni gaze itagira ibara kandi ishya vuba, ikaba iboneka cyane cyane mu mazi. Henry Cavendish yagaragaje mu 1766 ko ari ikinyabutabire cyihariye.",
    uses: ["Gukora ifumbire mvaruganda", "Igicanwa cya roketi n'imodoka zimwe", "Gutunganya lisansi na mazutu"],
  },
  2: {
    name: "Helium",
    description:
      "Helium ni gaze yoroshye cyane yo mu itsinda rya 18, idafatana n'ibindi binyabutabire. Yabonetse bwa mbere mu 1868 mu rumuri rw'izuba, mbere y'uko iboneka ku Isi. Ni yo ituma imipira imwe n'imwe ireremba mu kirere.",
    uses: ["Kuzuza imipira ireremba mu kirere", "Gukonjesha ibyuma bya MRI mu bitaro", "Umwuka uhumekwa n'abibira kure mu nyanja", "Kurinda icyuma mu gihe cyo gusudira"],
  },
  3: {
    name: "Lithium",
    description:
      "Lithium ni icyuma cyoroshye kurusha ibindi byose: wayikata n'icyuma, kandi ireremba ku mavuta. Kimwe n'ibindi byuma byo mu itsinda rya 1, ihinduka vuba iyo ihuye n'amazi, bityo ibikwa kure y'umwuka n'ubuhehere. Yavumbuwe na Johan August Arfwedson mu 1817.",
    uses: ["Bateri zishyirwamo umuriro za telefoni n'imodoka z'amashanyarazi", "Imiti ya zimwe mu ndwara zo mu mutwe", "Ibirahure byihanganira ubushyuhe", "Ibyuma byoroshye bikorwamo indege"],
  },
  4: {
    name: "Beryllium",
    description:
      "Beryllium ni icyuma cyo mu itsinda rya 2, kidaremereye ariko gikomeye cyane. Iboneka mu ibuye ryitwa beryl, rimwe mu moko yaryo akaba amabuye y'agaciro y'icyatsi n'ay'ubururu. Ivumbi ryayo ni uburozi iyo rihumetswe, bityo ikoreshwa hitonderwa.",
    uses: ["Amadirishya y'ibyuma bya X-ray", "Ibice by'ibyogajuru bidaremereye kandi bikomeye", "Ibikoresho bidatera ibishashi"],
  },
  5: {
    name: "Boron",
    nameLang: "en",
    description:
      "[[en:Boron]] ni ikinyabutabire gikomeye kandi cyijimye, kiri hagati y'ibyuma n'ibitari ibyuma. Ntiboneka yonyine muri kamere, ahubwo iba ivanze n'ibindi mu mabuye nka borax. Ibimera biyikenera ari nke cyane kugira ngo bikure neza.",
    uses: ["Ibirahure byo mu gikoni no muri laboratwari byihanganira ubushyuhe", "Ifumbire y'ubutaka bubura [[en:boron]]", "Umuti woroheje wica mikorobe"],
  },
  6: {
    name: "Karubone",
    description:
      "Karubone ni ikinyabutabire cy'ubuzima: ibinyabuzima byose bigizwe n'ibintu birimo karubone. Karubone yonyine ishobora kuba grafite yirabura kandi yoroshye, cyangwa diyama, ikintu gikomeye kurusha ibindi muri kamere. Abantu bayikoresha kuva kera cyane, urugero mu makara.",
    uses: ["Ibicanwa nk'amakara na gaze", "Ikaramu y'igiti (grafite)", "Gukora ibyuma bikomeye", "Ibikoresho byo gukata bya diyama n'imitako"],
  },
  7: {
    name: "Azote",
    nameLang: "fr",
    description:
      "[[fr:Azote]] ni gaze itagira ibara igize hafi 78% by'umwuka duhumeka. Ntikunze gufatana n'ibindi binyabutabire, ariko ibinyabuzima byose biyikenera kugira ngo bikore poroteyine na ADN. Yavumbuwe na Daniel Rutherford mu 1772.",
    uses: ["Ifumbire nka Urea na NPK", "[[fr:Azote]] ikonje cyane ibika ingero za laboratwari", "Kuzuza udupaki tw'ibiribwa kugira ngo bitangirika"],
  },
  8: {
    name: "Ogisijeni",
    description:
      "Ogisijeni ni gaze yo mu mwuka dukenera kugira ngo duhumeke, kandi igize hafi 21% by'umwuka. Umuriro uyikenera kugira ngo ugurumane, kandi ni cyo kinyabutabire kiboneka ari kinshi mu mabuye y'Isi. Yavumbuwe na Carl Wilhelm Scheele na Joseph Priestley mu myaka ya 1770.",
    uses: ["Umwuka wa ogisijeni uhabwa abarwayi mu bitaro", "Gukora ibyuma bikomeye", "Gusudira no gukata ibyuma", "Amacupa y'umwuka y'abibira n'abazamuka imisozi miremire"],
  },
  9: {
    name: "Fluorine",
    nameLang: "en",
    description:
      "[[en:Fluorine]] ni gaze y'umuhondo werurutse ifite uburozi, kandi ni cyo kinyabutabire gifatana n'ibindi vuba kurusha ibindi byose. Iri mu itsinda rya 17, hamwe na [[en:chlorine]] n'iyode. Kuyikoresha biteje akaga cyane, ku buryo yatandukanyijwe bwa mbere na Henri Moissan mu 1886.",
    uses: ["Fluorure yo mu muti w'amenyo irinda amenyo", "Amasafuriya ibiryo bidafataho", "Gaze zo muri firigo n'ibyuma bikonjesha"],
  },
  10: {
    name: "Neon",
    description:
      "Neon ni gaze yo mu itsinda rya 18 idafatana n'ibindi binyabutabire. Iyo amashanyarazi ayinyuzemo, yaka urumuri rutukura rwerurutse. Yavumbuwe na William Ramsay na Morris Travers mu 1898, bakonjesheje umwuka kugeza ubaye amazi.",
    uses: ["Ibyapa byamamaza byaka nijoro", "Amatara mato yerekana ko igikoresho gicanye", "Laser"],
  },
  11: {
    name: "Sodiyumu",
    description:
      "Sodiyumu ni icyuma cyoroshye gisa n'ifeza, cyo mu itsinda rya 1. Iyo ihuye n'amazi ishyuha cyane ikaba yanaturika, bityo ibikwa mu mavuta. Tuyirya buri munsi mu munyu, ugizwe na sodiyumu na [[en:chlorine]].",
    uses: ["Umunyu wo guteka no kubika ibiribwa", "Ifu ituma imigati ibyimba (bicarbonate)", "Amatara yo ku mihanda y'urumuri rw'umuhondo", "Gukora isabune"],
  },
  12: {
    name: "Manyeziyumu",
    description:
      "Manyeziyumu ni icyuma cyoroshye gisa n'ifeza, cyo mu itsinda rya 2, kigurumana n'urumuri rw'umweru rukomeye. Ibimera biyikenera kuko ari yo iri hagati muri chlorophylle, ituma amababi aba icyatsi. Yatandukanyijwe bwa mbere na Humphry Davy mu 1808.",
    uses: ["Ibyuma byoroshye by'imodoka, amagare na mudasobwa", "Ibishashi by'umuriro n'amatara y'ubutabazi", "Imiti y'ikirungurira", "Ifumbire y'ibihingwa"],
  },
  13: {
    name: "Aluminiyumu",
    description:
      "Aluminiyumu ni cyo cyuma kiboneka ari kinshi mu gice cyo hejuru cy'Isi. Ntiremereye, irakorwa byoroshye kandi ntifatwa n'ingese, kuko hejuru yayo haba agace gato k'ogiside kayirinda. Ikorwa mu ibuye ryitwa bauxite, hakoreshejwe amashanyarazi menshi.",
    uses: ["Amasafuriya, amakopo y'ibinyobwa n'impapuro za aluminiyumu", "Amakadiri y'amadirishya n'amabati amwe", "Indege", "Insinga z'amashanyarazi zo mu kirere"],
  },
  14: {
    name: "Silicon",
    nameLang: "en",
    description:
      "[[en:Silicon]] ni ikinyabutabire gifite ibara ry'ivu kandi kibengerana, kiri hagati y'ibyuma n'ibitari ibyuma. Nyuma ya ogisijeni, ni cyo kinyabutabire kiboneka ari kinshi mu gice cyo hejuru cy'Isi, kandi umucanga ugizwe ahanini na [[en:silicon]] na ogisijeni. Kubera ko iyobora amashanyarazi igice gusa, ni yo shingiro ry'ikoranabuhanga rigezweho.",
    uses: ["Utwuma duto two muri mudasobwa na telefoni", "Amashanyarazi akomoka ku mirasire y'izuba", "Ibirahure na sima bikorwa mu mucanga", "Silicone ifunga imyenge"],
  },
  15: {
    name: "Fosifore",
    description:
      "Fosifore ni ikinyabutabire kitari icyuma kiboneka mu magufa, mu menyo no muri ADN yacu. Fosifore y'umweru imurika mu mwijima kandi ifatwa n'umuriro iyo ihuye n'umwuka, bityo ibikwa mu mazi, naho iy'umutuku yo ntiteje akaga cyane. Yavumbuwe na Hennig Brand mu 1669, ubwo yatekaga inkari.",
    uses: ["Ifumbire nka DAP na NPK", "Agace bakubaho ibibiriti ku dusanduku twabyo", "Ibiryo by'amatungo"],
  },
  16: {
    name: "Sulfur",
    nameLang: "en",
    description:
      "[[en:Sulfur]] ni ikinyabutabire kitari icyuma, cy'umuhondo kandi kimeneka vuba, gikunze kuboneka hafi y'ibirunga n'amasoko ashyushye. Abantu bayizi kuva kera cyane. Ibintu byinshi biyirimo binuka cyane, nk'amagi yaboze.",
    uses: ["Gukora aside ikoreshwa cyane mu nganda", "Gukomeza kawucu y'amapine", "Imiti irinda ibihingwa indwara ziterwa n'uduhumyo", "Ibibiriti n'ibishashi by'umuriro"],
  },
  17: {
    name: "Chlorine",
    nameLang: "en",
    description:
      "[[en:Chlorine]] ni gaze y'icyatsi kivanze n'umuhondo, ifite uburozi, yo mu itsinda rya 17. Iyo ifatanye na sodiyumu, ikora umunyu wo guteka utagira ingaruka mbi. Yavumbuwe na Carl Wilhelm Scheele mu 1774.",
    uses: ["Gusukura amazi yo kunywa", "Gusukura amazi ya pisine", "Umuti wo kweza (Javel)", "Gukora amatiyo ya pulasitiki (PVC)"],
  },
  18: {
    name: "Argon",
    description:
      "Argon ni gaze yo mu itsinda rya 18 igize hafi 1% by'umwuka. Ntigira ibara kandi ntifatana n'ibindi binyabutabire, bityo ikoreshwa mu kurinda ibindi bintu. Yavumbuwe na Lord Rayleigh na William Ramsay mu 1894.",
    uses: ["Kurinda icyuma gishyushye mu gihe cyo gusudira", "Kuzuza amatara", "Amadirishya afite ibirahure bibiri"],
  },
  19: {
    name: "Potasiyumu",
    description:
      "Potasiyumu ni icyuma cyoroshye cyo mu itsinda rya 1. Iyo ihuye n'amazi, irekura gaze ihita ifatwa n'umuriro w'ibara rya move. Ibimera n'abantu barayikenera, kandi imineke n'ibishyimbo biyikungahayeho.",
    uses: ["Ifumbire (K yo muri NPK)", "Nitrate ya potasiyumu yo mu bishashi by'umuriro", "Isabune y'amazi"],
  },
  20: {
    name: "Kalisiyumu",
    description:
      "Kalisiyumu ni icyuma cyo mu itsinda rya 2 kitaboneka cyonyine muri kamere. Ituma amagufa n'amenyo bikomera, kandi iboneka mu ishwagara, mu bishishwa by'ibinyamushongo no mu mata. Yatandukanyijwe bwa mbere na Humphry Davy mu 1808.",
    uses: ["Sima, ishwagara n'ingwa mu bwubatsi", "Ishwagara igabanya ubusharire bw'ubutaka", "Ingwa yo kwandikisha ku kibaho", "Amagufa n'amenyo akomeye"],
  },
  21: {
    name: "Scandium",
    description:
      "Scandium ni icyuma cyo mu matsinda yo hagati, kidaremereye kandi gisa n'ifeza. Dmitri Mendeleev yari yarahanuye ko ibaho mbere y'uko Lars Fredrik Nilson ayivumbura mu 1879. Iboneka ari nke mu mabuye menshi, bigatuma iba ingume kandi ihenze.",
    uses: ["Ibyuma bikomeye by'amagare n'ibikoresho bya siporo", "Amatara akomeye yo muri sitade", "Bateri zimwe zikoresha hidorojeni"],
  },
  22: {
    name: "Titanium",
    description:
      "Titanium ni icyuma cyo mu matsinda yo hagati, gikomeye cyane ariko kidaremereye, kandi ntifatwa n'ingese. Umubiri w'umuntu urayakira neza, bityo ishyirwa imbere mu mubiri. Ogiside yayo ni yo ituma amarangi menshi agira ibara ry'umweru.",
    uses: ["Ibice by'indege n'ibyogajuru", "Amagufa y'ikibuno y'ubukorano n'amenyo ashyirwamo", "Ibara ry'umweru mu marangi, mu muti w'amenyo no mu mavuta arinda izuba", "Amagare n'amasaha"],
  },
  23: {
    name: "Vanadium",
    description:
      "Vanadium ni icyuma gikomeye gifite ibara ry'ivu, kandi ibintu biyirimo bigira amabara menshi meza. Nke yayo yongewe mu cyuma ituma kirushaho gukomera. Yavumbuwe bwa mbere na Andrés Manuel del Río mu 1801, muri Megizike.",
    uses: ["Gukomeza ibyuma by'ibikoresho n'imodoka", "Bateri nini zibika amashanyarazi y'izuba n'ay'umuyaga", "Gukora aside mu nganda"],
  },
  24: {
    name: "Chromium",
    description:
      "Chromium ni icyuma gikomeye kandi kibengerana, kidatakaza ububengerane bwacyo. Izina ryayo rikomoka ku ijambo ry'Ikigereki risobanura ibara, kuko ibintu biyirimo bigira amabara meza. Yavumbuwe na Louis Nicolas Vauquelin mu 1797.",
    uses: ["Ibyuma bidafatwa n'ingese by'ibiyiko n'amasafuriya", "Gusiga ibyuma ngo bibengerane", "Gutunganya impu", "Amarangi"],
  },
  25: {
    name: "Manganese",
    nameLang: "en",
    description:
      "[[en:Manganese]] ni icyuma gikomeye ariko kimeneka, gifite ibara ry'ivu, gihora kivangwa n'ibindi byuma mbere yo gukoreshwa. Ibimera n'inyamaswa biyikenera ari nke cyane kugira ngo bigire ubuzima bwiza. Yatandukanyijwe bwa mbere na Johan Gottlieb Gahn mu 1774.",
    uses: ["Gukomeza ibyuma", "Bateri zisanzwe (amabuye ya radiyo)", "Aluminiyumu y'amakopo y'ibinyobwa", "Ifumbire n'ibiryo by'amatungo"],
  },
  26: {
    name: "Ubutare",
    description:
      "Ubutare ni icyuma gikoreshwa cyane kurusha ibindi ku isi, kandi ni bwo bugize ahanini umutima w'Isi. Bufatwa n'ingese ahantu hari ubuhehere, kandi mu maraso yacu ni bwo butwara ogisijeni buri muri hemoglobine. Abantu bashongesha ubutare kuva kera cyane, harimo no mu karere k'Ibiyaga Bigari hashize imyaka irenga ibihumbi bibiri.",
    uses: ["Ibyuma by'inzu, ibiraro n'amabati", "Ibikoresho nk'amasuka, ibyuma byo gukata n'imashini", "Ibinini n'ibiryo bikungahaye ku butare birwanya kubura amaraso"],
  },
  27: {
    name: "Cobalt",
    description:
      "Cobalt ni icyuma gikomeye, gikururwa na rukuruzi, gifite ibara ry'ivu risa n'ubururu. Iha ibirahure n'ibibumbano ibara ry'ubururu bwijimye, kandi iri muri vitamini B12. Yavumbuwe na Georg Brandt ahagana mu 1735.",
    uses: ["Bateri za telefoni n'imodoka z'amashanyarazi", "Ibyuma byihanganira ubushyuhe bya moteri z'indege", "Ibirahure n'ibibumbano by'ubururu", "Kuvura kanseri (cobalt-60)"],
  },
  28: {
    name: "Nickel",
    description:
      "Nickel ni icyuma gisa n'ifeza, gikururwa na rukuruzi, kidafatwa n'ingese vuba. Ikunze gukoreshwa mu gusiga cyangwa gukomeza ibindi byuma. Yavumbuwe na Axel Fredrik Cronstedt mu 1751.",
    uses: ["Ibyuma bidafatwa n'ingese", "Ibiceri", "Bateri zishyirwamo umuriro", "Gusiga ibyuma ngo bitangirika"],
  },
  29: {
    name: "Umuringa",
    description:
      "Umuringa ni icyuma gifite ibara ritukura risa n'ikigina, kiyobora neza cyane amashanyarazi n'ubushyuhe. Ukoreshwa kuva kera cyane, kandi iyo uvanzwe na [[en:tin]] ukora bronze. Ibisenge n'amashusho bishaje by'umuringa bigenda bihinduka icyatsi buhoro buhoro.",
    uses: ["Insinga z'amashanyarazi", "Amatiyo y'amazi", "Bronze n'ibindi byuma bivanze", "Amasafuriya n'ibiceri"],
  },
  30: {
    name: "Zinc",
    description:
      "Zinc ni icyuma gifite ibara ry'ivu risa n'ubururu. Iyo isizwe hejuru y'icyuma irakirinda ingese, ari yo mpamvu amabati menshi asizweho zinc. Umubiri wacu uyikenera kugira ngo urwanye indwara kandi ukize ibikomere.",
    uses: ["Amabati n'imisumari bisizweho zinc", "Umuringa w'umuhondo ukorwamo amarobine", "Bateri", "Ibinini bya zinc bihabwa abana barwaye impiswi hamwe na ORS"],
  },
  31: {
    name: "Gallium",
    description:
      "Gallium ni icyuma cyoroshye gisa n'ifeza, gishonga ku bushyuhe bwa hafi 30 °C, ku buryo ishongera mu kiganza. Mendeleev yari yarahanuye ko ibaho, maze Paul-Émile Lecoq de Boisbaudran ayivumbura mu 1875. Ibintu biyirimo bikoreshwa mu guhindura amashanyarazi urumuri.",
    uses: ["Amatara n'ibirahure bya LED", "Laser nto", "Amashanyarazi akomoka ku mirasire y'izuba", "Ikoranabuhanga rya telefoni"],
  },
  32: {
    name: "Germanium",
    description:
      "Germanium ni ikinyabutabire kibengerana gifite ibara ry'ivu, kiri hagati y'ibyuma n'ibitari ibyuma, kandi gisa na [[en:silicon]]. Mendeleev yari yarahanuye imiterere yayo, maze Clemens Winkler ayivumbura mu 1886. Transistor za mbere zakozwe muri germanium.",
    uses: ["Insinga za fibre optique zitwara interineti", "Lenzi za kamera zibona mu mwijima", "Amashanyarazi y'izuba y'ibyogajuru"],
  },
  33: {
    name: "Arsenic",
    description:
      "Arsenic ni ikinyabutabire gifite ibara ry'ivu, kiri hagati y'ibyuma n'ibitari ibyuma, kizwi kuva kera cyane nk'uburozi. Iyo ishyushye, ihinduka gaze itabanje kuba amazi. Arsenic iri mu mazi y'amariba ni ikibazo gikomeye cy'ubuzima mu bihugu bimwe.",
    uses: ["Utwuma tw'ikoranabuhanga (gallium arsenide)", "Umuti w'ubwoko bumwe bwa kanseri y'amaraso", "Gukomeza ibyuma bivanze"],
  },
  34: {
    name: "Selenium",
    description:
      "Selenium ni ikinyabutabire kitari icyuma, kiyobora amashanyarazi neza kurushaho iyo kiri ku rumuri. Umubiri wacu uyikenera ari nke cyane, ariko nyinshi ni uburozi. Yavumbuwe na Jöns Jacob Berzelius mu 1817.",
    uses: ["Guha ibirahure ibara ritukura", "Shampoo zimwe z'umusatsi", "Ibinini byongera intungamubiri", "Amashanyarazi y'izuba"],
  },
  35: {
    name: "Bromine",
    nameLang: "en",
    description:
      "[[en:Bromine]] ni ikinyabutabire gitemba nk'amazi, gifite ibara ritukura ryijimye, kandi ni kimwe mu binyabutabire bibiri byonyine bitemba ku bushyuhe busanzwe. Iri mu itsinda rya 17, kandi isohora umwuka uniga ufite uburozi. Yavumbuwe na Antoine Jérôme Balard mu 1826.",
    uses: ["Imiti ituma pulasitiki n'imyenda bidafatwa n'umuriro vuba", "Gusukura amazi ya pisine", "Imiti n'amarangi"],
  },
  36: {
    name: "Krypton",
    description:
      "Krypton ni gaze ingume yo mu itsinda rya 18, idafatana n'ibindi binyabutabire mu buryo bworoshye. Yaka urumuri rukomeye iyo amashanyarazi ayinyuzemo. Yavumbuwe na William Ramsay na Morris Travers mu 1898, mu mwuka wahinduwe amazi.",
    uses: ["Amatara akomeye na flash za kamera", "Amadirishya afite ibirahure bibiri", "Laser"],
  },
  37: {
    name: "Rubidium",
    description:
      "Rubidium ni icyuma cyoroshye cyane cyo mu itsinda rya 1, gifatwa n'umuriro iyo gihuye n'umwuka kandi kigashonga kuri 39 °C gusa. Yavumbuwe na Robert Bunsen na Gustav Kirchhoff mu 1861, babikesha imirongo itukura iri mu rumuri rwayo. Ifite imikoreshereze mike kubera ko ihinduka vuba cyane.",
    uses: ["Amasaha ya atome y'ibyogajuru n'imiyoboro ya telefoni", "Ubushakashatsi kuri atome zikonje cyane", "Ibara rya move mu bishashi by'umuriro"],
  },
  38: {
    name: "Strontium",
    description:
      "Strontium ni icyuma cyoroshye gisa n'ifeza, cyo mu itsinda rya 2, gihinduka iyo gihuye n'amazi. Ibintu biyirimo bigurumana n'umuriro utukura cyane. Yamenyekanye mu 1790 mu ibuye ryavuye mu mudugudu wa Strontian, muri Scotland.",
    uses: ["Ibishashi by'umuriro bitukura n'ibimenyetso by'umuhanda", "Umuti w'amenyo ababara", "Rukuruzi za moteri nto"],
  },
  39: {
    name: "Yttrium",
    description:
      "Yttrium ni icyuma cyo mu matsinda yo hagati gisa n'ifeza, cyitiriwe Ytterby, umudugudu wo muri Suwede wabonetsemo ibinyabutabire byinshi bidakunze kuboneka. Yavumbuwe na Johan Gadolin mu 1794. Ibintu biyirimo bifasha amatara ya LED gutanga urumuri rw'umweru.",
    uses: ["Amatara ya LED y'umweru", "Laser zo kubaga no mu nganda", "Gukomeza ibibumbano"],
  },
  40: {
    name: "Zirconium",
    description:
      "Zirconium ni icyuma gikomeye cyo mu matsinda yo hagati, cyihanganira ingese n'ubushyuhe. Ikomoka ku ibuye ry'agaciro ryitwa zircon, kandi utubuye twa zirconia dusa na diyama. Yavumbuwe na Martin Heinrich Klaproth mu 1789.",
    uses: ["Ibitwikiro by'ibicanwa mu nganda za nikeleyeri", "Imitako isa na diyama", "Ibyuma byo gukata by'ibumba n'amenyo y'ubukorano"],
  },
  41: {
    name: "Niobium",
    description:
      "Niobium ni icyuma cyo mu matsinda yo hagati, cyoroshye kandi gifite ibara ry'ivu. Iboneka hamwe na tantalum mu ibuye rya coltan, ricukurwa mu Rwanda. Iyo ikonje cyane, ibyuma biyivanzemo biyobora amashanyarazi nta kintu na kimwe kiyakoma imbere.",
    uses: ["Rukuruzi zikomeye cyane z'ibyuma bya MRI", "Ibyuma bikomeye by'amatiyo manini n'imodoka", "Ibyuma bivanze bya moteri z'indege na roketi", "Imitako itababaza uruhu"],
  },
  42: {
    name: "Molybdenum",
    description:
      "Molybdenum ni icyuma cyo mu matsinda yo hagati gishonga gusa iyo ubushyuhe bugeze hafi kuri 2600 °C. Ibishyimbo n'ibindi binyamisogwe biyikenera ari nke cyane kugira ngo bifate [[fr:azote]] yo mu kirere. Yamenyekanye bwa mbere na Carl Wilhelm Scheele mu 1778.",
    uses: ["Ibyuma bikomeye byihanganira ubushyuhe", "Amavuta ya moteri", "Gutunganya peteroli", "Ifumbire irimo intungamubiri nke zikenewe"],
  },
  43: {
    name: "Technetium",
    description:
      "Technetium ni cyo kinyabutabire cya mbere cyakozwe n'abantu, na Carlo Perrier na Emilio Segrè mu 1937. Amoko yayo yose asohora imirasire, bityo hafi ya yose yarashize muri kamere. Ubwoko bwayo bumara igihe gito bukoreshwa buri munsi mu bitaro.",
    uses: ["Gusuzuma amagufa, umutima n'izindi ngingo z'umubiri", "Ubushakashatsi ku bintu bisohora imirasire"],
  },
  44: {
    name: "Ruthenium",
    description:
      "Ruthenium ni icyuma gikomeye kandi gisa n'ifeza, cyo mu muryango wa platinum. Karl Ernst Claus yayivumbuye mu 1844, ayitirira u Burusiya. Yongerwa muri platinum na palladium kugira ngo birusheho gukomera.",
    uses: ["Aho insinga z'amashanyarazi zihurira hadashira vuba", "Disiki za mudasobwa", "Gufasha inganda z'imiti"],
  },
  45: {
    name: "Rhodium",
    description:
      "Rhodium ni icyuma kibengerana gisa n'ifeza, kikaba kimwe mu byuma bihenze cyane ku isi. Isubiza urumuri neza cyane kandi ntifatwa n'ingese. Yavumbuwe na William Hyde Wollaston mu 1803.",
    uses: ["Ibyuma bisukura imyotsi y'imodoka", "Gusiga imitako ngo ibengerane", "Indorerwamo n'amatara akomeye"],
  },
  46: {
    name: "Palladium",
    description:
      "Palladium ni icyuma cy'umweru gisa n'ifeza, cyo mu muryango wa platinum. Ishobora kwakira gaze ya hidorojeni ingana n'incuro amagana y'ingano yayo. Yavumbuwe na William Hyde Wollaston mu 1803.",
    uses: ["Ibyuma bisukura imyotsi y'imodoka", "Ibikoresho by'ikoranabuhanga", "Amenyo y'ubukorano", "Imitako ya zahabu y'umweru"],
  },
  47: {
    name: "Ifeza",
    description:
      "Ifeza ni icyuma cy'agaciro cy'umweru kandi kibengerana, kizwi kuva kera cyane. Iyobora amashanyarazi n'ubushyuhe kurusha ibindi byuma byose. Buhoro buhoro yirabura iyo iri mu mwuka, bitewe n'ibintu birimo [[en:sulfur]].",
    uses: ["Imitako, ibiceri n'imidari", "Ikoranabuhanga n'amashanyarazi y'izuba", "Indorerwamo", "Ibipfuko by'ibikomere byica mikorobe"],
  },
  48: {
    name: "Cadmium",
    description:
      "Cadmium ni icyuma cyoroshye cy'umweru usa n'ubururu, kiboneka mu mabuye arimo zinc. Ni uburozi, bityo imikoreshereze yayo ubu igenzurwa cyane. Yavumbuwe na Friedrich Stromeyer na Karl Hermann mu 1817.",
    uses: ["Bateri za nickel-cadmium", "Amarangi y'umuhondo, icunga n'umutuku", "Inkoni zigenzura inganda za nikeleyeri", "Amashanyarazi y'izuba amwe"],
  },
  49: {
    name: "Indium",
    description:
      "Indium ni icyuma gisa n'ifeza cyoroshye cyane, ku buryo urwara rwayishushanyaho. Ferdinand Reich na Theodor Richter bayivumbuye mu 1863, bayitirira umurongo w'ubururu bwijimye (indigo) uri mu rumuri rwayo. Agace gato cyane k'ogiside ya indium na [[en:tin]] gatuma ibirahure bya telefoni bikoraho biyobora amashanyarazi kandi bikomeza kubonerana.",
    uses: ["Ibirahure bya telefoni na tablette bikoraho", "Gusudira ibice by'ikoranabuhanga", "LED n'amashanyarazi y'izuba"],
  },
  50: {
    name: "Tin",
    nameLang: "en",
    description:
      "[[en:Tin]] ni icyuma cyoroshye gisa n'ifeza, kizwi kuva kera cyane, ubwo cyavangwaga n'umuringa hagakorwa bronze. Ikurwa mu ibuye rya gasegereti, rimwe mu mabuye y'agaciro acukurwa cyane mu Rwanda. Ntifatwa n'ingese, bityo ikoreshwa mu kurinda ibindi byuma.",
    uses: ["Gusudira ibice by'ikoranabuhanga", "Gusiga amakopo y'ibiribwa", "Bronze n'ibindi byuma bivanze", "Gukora ibirahure by'amadirishya"],
  },
  51: {
    name: "Antimony",
    nameLang: "en",
    description:
      "[[en:Antimony]] ni ikinyabutabire gisa n'ifeza kimeneka vuba, kiri hagati y'ibyuma n'ibitari ibyuma, kizwi kuva kera cyane. Ibuye ryayo ry'umukara ryahoze risywa rigakorwamo irangi ryo kwisiga ku maso. Yongerwa mu bindi byuma kugira ngo bikomere.",
    uses: ["Imiti ituma pulasitiki n'imyenda bidafatwa n'umuriro vuba", "Gukomeza ibyuma bya bateri z'imodoka", "Ikoranabuhanga"],
  },
  52: {
    name: "Tellurium",
    description:
      "Tellurium ni ikinyabutabire kimeneka vuba, cy'umweru usa n'ifeza, kiri hagati y'ibyuma n'ibitari ibyuma. Yavumbuwe na Franz-Joseph Müller von Reichenstein mu 1782, mu ibuye ririmo zahabu. Ni kimwe mu binyabutabire bidakunze kuboneka kurusha ibindi mu gice cyo hejuru cy'Isi.",
    uses: ["Amashanyarazi y'izuba", "Ibyuma bivanze byoroshye gukorwa", "Ibikoresho bihindura ubushyuhe amashanyarazi"],
  },
  53: {
    name: "Iyode",
    description:
      "Iyode ni ikinyabutabire cyo mu itsinda rya 17, gikomeye kandi gifite ibara ry'umukara usa na move, gihinduka umwuka wa move iyo gishyushye. Umubiri wacu uyikenera, kandi kuyibura bishobora gutuma ijosi ribyimba. Yavumbuwe na Bernard Courtois mu 1811, mu ivu ry'ibyatsi byo mu nyanja.",
    uses: ["Umunyu urimo iyode", "Imiti yo gusukura ibikomere", "Gupima amidoni muri laboratwari", "Imiti ifasha kubona neza ibice by'umubiri muri X-ray"],
  },
  54: {
    name: "Xenon",
    description:
      "Xenon ni gaze iremereye kandi ingume yo mu itsinda rya 18, iboneka ari nke cyane mu mwuka. Bitandukanye n'izindi gaze nyinshi zo muri iryo tsinda, ishobora gufatana n'ibinyabutabire bike. Yavumbuwe na William Ramsay na Morris Travers mu 1898.",
    uses: ["Amatara akomeye y'imodoka n'aya sinema", "Moteri zisunika ibyogajuru", "Gaze isinziriza abarwayi mbere yo kubagwa"],
  },
  55: {
    name: "Caesium",
    description:
      "Caesium ni icyuma cyoroshye cyo mu itsinda rya 1, gifite ibara risa na zahabu, gishonga kuri 28 °C kandi giturika iyo gihuye n'amazi. Isegonda, igipimo cy'igihe, risobanurwa hakurikijwe uko atome za caesium zinyeganyega. Yavumbuwe na Robert Bunsen na Gustav Kirchhoff mu 1860, babikesha imirongo y'ubururu iri mu rumuri rwayo.",
    uses: ["Amasaha ya atome", "Amazi akoreshwa mu gucukura amariba ya peteroli", "Ubushakashatsi bwa siyansi"],
  },
  56: {
    name: "Barium",
    description:
      "Barium ni icyuma cyoroshye gisa n'ifeza, cyo mu itsinda rya 2, gihinduka vuba iyo gihuye n'umwuka n'amazi. Ibintu biyirimo biha ibishashi by'umuriro ibara ry'icyatsi. Yatandukanyijwe bwa mbere na Humphry Davy mu 1808.",
    uses: ["Ikinyobwa gituma amara agaragara muri X-ray", "Ibishashi by'umuriro by'icyatsi", "Icyondo kiremereye gikoreshwa mu gucukura amariba"],
  },
  57: {
    name: "Lanthanum",
    description:
      "Lanthanum ni icyuma cyoroshye gisa n'ifeza, kikaba icya mbere muri lanthanide, umurongo w'ibyuma 15 bisa biri munsi y'imbonerahamwe nkuru. Yavumbuwe na Carl Gustaf Mosander mu 1839. Ikoreshwa mu gukora ibirahure byihariye na bateri.",
    uses: ["Lenzi nziza za kamera", "Bateri z'imodoka zikoresha lisansi n'amashanyarazi", "Gutunganya peteroli"],
  },
  58: {
    name: "Cerium",
    description:
      "Cerium ni yo lanthanide iboneka ari nyinshi kurusha izindi. Ni icyuma cyoroshye gisa n'ifeza, gisohora ibishashi iyo gikubwe ku kintu gikomeye. Yavumbuwe mu 1803, muri Suwede no mu Budage.",
    uses: ["Amabuye acana umuriro muri za briquet", "Ifu yo gusiga ibirahure ngo bibengerane", "Ibyuma bisukura imyotsi y'imodoka"],
  },
  59: {
    name: "Praseodymium",
    description:
      "Praseodymium ni lanthanide yoroshye isa n'ifeza, kandi ibintu biyirimo ni icyatsi. Carl Auer von Welsbach yayivumbuye mu 1885, ubwo yatandukanyaga ikintu cyari gifatwa nk'ikinyabutabire kimwe. Izina ryayo risobanura impanga y'icyatsi.",
    uses: ["Rukuruzi zikomeye, hamwe na neodymium", "Ibirahure n'ibibumbano by'umuhondo n'icyatsi", "Amadarubindi arinda amaso y'abasudira"],
  },
  60: {
    name: "Neodymium",
    description:
      "Neodymium ni lanthanide isa n'ifeza ikoreshwa mu gukora rukuruzi zihoraho zikomeye kurusha izindi zose. Yavumbuwe na Carl Auer von Welsbach mu 1885. Rukuruzi nto za neodymium ziboneka hafi muri buri telefoni.",
    uses: ["Rukuruzi z'udukoresho two kumva mu matwi, indangururamajwi na disiki za mudasobwa", "Moteri z'imodoka z'amashanyarazi n'imashini z'umuyaga", "Laser"],
  },
  61: {
    name: "Promethium",
    description:
      "Promethium ni yo lanthanide yonyine idafite ubwoko buhamye: yose isohora imirasire. Yamenyekanye bwa mbere mu 1945 mu bisigazwa byo gucamo atome za uranium, kandi muri kamere iboneka ari nke cyane. Yitiriwe Prometheus, uvugwa mu migani y'Abagereki ko yibye umuriro akawuha abantu.",
    uses: ["Bateri za nikeleyeri zimara igihe kirekire", "Ibikoresho bipima ubunini bw'impapuro n'ibyuma", "Ubushakashatsi bwa siyansi"],
  },
  62: {
    name: "Samarium",
    description:
      "Samarium ni lanthanide ikomeye isa n'ifeza. Paul-Émile Lecoq de Boisbaudran yayivumbuye mu 1879, ayitirira ibuye ryitwa samarskite. Rukuruzi zayo zikomeza gukora n'iyo zishyushye.",
    uses: ["Rukuruzi za samarium-cobalt za moteri na gitari", "Umuti ugabanya ububabare bwa kanseri y'amagufa", "Inkoni zigenzura inganda za nikeleyeri"],
  },
  63: {
    name: "Europium",
    description:
      "Europium ni yo lanthanide ihinduka vuba kurusha izindi: itakaza ububengerane bwayo vuba iyo iri mu mwuka. Ibintu biyirimo byaka umutuku cyangwa ubururu iyo biri ku rumuri rwa ultraviolet. Yavumbuwe na Eugène-Anatole Demarçay mu 1901, ayitirira u Burayi.",
    uses: ["Amabara y'umutuku n'ubururu kuri ekara no mu matara azigama umuriro", "Ibimenyetso byaka birinda inoti kwiganwa", "Inkoni zigenzura inganda za nikeleyeri"],
  },
  64: {
    name: "Gadolinium",
    description:
      "Gadolinium ni lanthanide isa n'ifeza, ikururwa cyane na rukuruzi iyo ikonje. Yavumbuwe na Jean Charles Galissard de Marignac mu 1880. Yitiriwe Johan Gadolin, umuhanga mu butabire ukomoka muri Finlande.",
    uses: ["Imiti ituma amafoto ya MRI agaragara neza", "Kurinda imirasire mu nganda za nikeleyeri", "Ibirahure byongera urumuri rw'amafoto ya X-ray"],
  },
  65: {
    name: "Terbium",
    description:
      "Terbium ni lanthanide yoroshye isa n'ifeza, kandi ibintu biyirimo byaka urumuri rw'icyatsi rukomeye. Yavumbuwe na Carl Gustaf Mosander mu 1843. Ni kimwe mu binyabutabire bine byitiriwe umudugudu wa Ytterby wo muri Suwede.",
    uses: ["Ibara ry'icyatsi kuri ekara no mu matara", "Rukuruzi za moteri z'amashanyarazi", "Ibikoresho bya sonar bikoresha amajwi munsi y'amazi"],
  },
  66: {
    name: "Dysprosium",
    description:
      "Dysprosium ni lanthanide ibengerana isa n'ifeza. Izina ryayo rikomoka ku ijambo ry'Ikigereki risobanura igoye kuboneka, kuko Paul-Émile Lecoq de Boisbaudran yagerageje kenshi mbere yo kuyitandukanya mu 1886. Ifasha rukuruzi kugumana imbaraga zazo iyo zishyushye cyane.",
    uses: ["Rukuruzi z'imodoka z'amashanyarazi n'imashini z'umuyaga", "Laser", "Inkoni zigenzura inganda za nikeleyeri"],
  },
  67: {
    name: "Holmium",
    description:
      "Holmium ni lanthanide yoroshye isa n'ifeza, kandi atome yayo ifite ingufu za rukuruzi nyinshi kurusha iz'ibindi binyabutabire byose. Yavumbuwe mu 1878, yitirirwa Stockholm, umurwa mukuru wa Suwede. Ibintu biyirimo bihindura ibara bitewe n'urumuri biriho.",
    uses: ["Laser zo kwa muganga zimenagura amabuye yo mu mpyiko", "Ibice bya rukuruzi zikomeye kurusha izindi", "Guha ibirahure ibara"],
  },
  68: {
    name: "Erbium",
    description:
      "Erbium ni lanthanide isa n'ifeza, kandi ibintu biyirimo bifite ibara ry'iroza. Yavumbuwe na Carl Gustaf Mosander mu 1843. Ifasha ibimenyetso by'urumuri kugenda kure mu nsinga za fibre optique za interineti.",
    uses: ["Kongerera imbaraga ibimenyetso mu nsinga za fibre optique", "Ibirahure by'iroza", "Laser zo kuvura uruhu n'amenyo"],
  },
  69: {
    name: "Thulium",
    description:
      "Thulium ni imwe muri lanthanide zidakunze kuboneka muri kamere. Per Teodor Cleve yayivumbuye mu 1879, ayitirira Thule, izina rya kera ry'uturere two mu majyaruguru ya kure. Iroroshye ku buryo wayikata n'icyuma.",
    uses: ["Ibyuma bya X-ray byoroshye gutwara", "Laser zo kubaga"],
  },
  70: {
    name: "Ytterbium",
    description:
      "Ytterbium ni lanthanide yoroshye isa n'ifeza, yitiriwe umudugudu wa Ytterby wo muri Suwede. Yavumbuwe na Jean Charles Galissard de Marignac mu 1878. Abahanga bayikoresha mu gukora amasaha apima igihe neza kurusha ayandi yose yigeze akorwa.",
    uses: ["Amasaha ya atome y'ubushakashatsi apima igihe neza cyane", "Laser zo gukata no gusudira", "Ubushakashatsi bwa siyansi"],
  },
  71: {
    name: "Lutetium",
    description:
      "Lutetium ni yo lanthanide ya nyuma, ikaba ari yo ikomeye kandi iremereye kurusha izindi. Yavumbuwe mu 1907 n'abahanga batatu bakoreraga ukwabo, yitirirwa Lutetia, izina rya kera ry'ikilatini ry'umujyi wa Paris. Ni ingume kandi irahenze.",
    uses: ["Ibyuma bisuzuma umubiri bya PET", "Kuvura kanseri zimwe na zimwe", "Gutunganya peteroli"],
  },
  72: {
    name: "Hafnium",
    description:
      "Hafnium ni icyuma kibengerana cyo mu matsinda yo hagati, gihora kiboneka hamwe na zirconium kandi kigoye cyane kugitandukanya na yo. Dirk Coster na George de Hevesy bayivumbuye mu 1923 i Copenhague, umujyi witwa Hafnia mu kilatini. Ifata neza cyane neutron.",
    uses: ["Inkoni zigenzura inganda za nikeleyeri", "Ibice bikingira amashanyarazi mu twuma twa mudasobwa", "Imitwe y'ibyuma bikata hakoreshejwe plasma"],
  },
  73: {
    name: "Tantalum",
    description:
      "Tantalum ni icyuma gikomeye cyo mu matsinda yo hagati, gifite ibara ry'ivu risa n'ubururu, kandi hafi ya ntigifatwa n'ingese. Ikurwa muri coltan, ibuye ricukurwa mu Rwanda no mu bihugu bituranye na rwo. Yavumbuwe na Anders Gustaf Ekeberg mu 1802.",
    uses: ["Utwuma duto tubika amashanyarazi muri telefoni na mudasobwa", "Ibikoresho byo kubaga n'ibishyirwa mu mubiri", "Ibyuma bivanze bya moteri z'indege"],
  },
  74: {
    name: "Tungsten",
    nameLang: "en",
    description:
      "[[en:Tungsten]] ni cyo cyuma gishonga ku bushyuhe bwo hejuru kurusha ibindi byose, hafi 3400 °C. Yitwa kandi wolfram, kandi ibuye ryayo rya wolframite ricukurwa mu Rwanda. Abavandimwe Juan José na Fausto Elhuyar bayitandukanyije bwa mbere mu 1783.",
    uses: ["Ibikoresho bikomeye cyane byo gukata no gucukura", "Akagozi gato kaka mu matara ya kera", "Ibyuma bya X-ray", "Ibipimo biremereye"],
  },
  75: {
    name: "Rhenium",
    description:
      "Rhenium ni icyuma kiremereye cyo mu matsinda yo hagati, kidakunze kuboneka, kikaba kimwe mu binyabutabire bishonga ku bushyuhe bwo hejuru cyane. Ni kimwe mu binyabutabire bihamye byavumbuwe nyuma y'ibindi, mu 1925. Yitiriwe uruzi rwa Rhin rwo mu Burayi.",
    uses: ["Ibice bya moteri z'indege", "Gukora lisansi", "Ibipima ubushyuhe bwo hejuru cyane"],
  },
  76: {
    name: "Osmium",
    description:
      "Osmium ni cyo kinyabutabire cyo muri kamere kiremereye kurusha ibindi ku ngano imwe: agace kangana n'agasanduku k'ibibiriti gapima garama zirenga 500. Ni icyuma gikomeye gifite ibara ry'ivu risa n'ubururu, cyo mu muryango wa platinum. Smithson Tennant yayivumbuye mu 1803, ayitirira impumuro y'ogiside yayo.",
    uses: ["Imitwe ikomeye y'amakaramu y'wino", "Aho insinga z'amashanyarazi zihurira", "Gusiga ingero zirebwa muri microscope"],
  },
  77: {
    name: "Iridium",
    description:
      "Iridium ni kimwe mu byuma biremereye kurusha ibindi, kandi ni cyo kirwanya ingese kurusha ibindi byose. Smithson Tennant yayivumbuye mu 1803, ayitirira umukororombya kuko ibintu biyirimo bigira amabara menshi. Agace k'amabuye gakungahaye kuri iridium kerekana ko hashize imyaka miliyoni 66 ikibuye kinini cyo mu kirere cyituye ku Isi.",
    uses: ["Buji z'imodoka zimara igihe kirekire", "Inkono zo gukoreramo ibintu bishyushye cyane", "Imitwe y'amakaramu y'wino"],
  },
  78: {
    name: "Platinum",
    description:
      "Platinum ni icyuma cy'agaciro kiremereye, cy'umweru usa n'ifeza, kidakunze gufatana n'ibindi. Ifasha impinduka nyinshi z'ibinyabutabire kwihuta, yo ubwayo ntigire icyo iba. Yasobanuwe na Antonio de Ulloa mu 1735, muri Amerika y'Amajyepfo.",
    uses: ["Ibyuma bisukura imyotsi y'imodoka", "Imitako", "Imiti ya kanseri nka cisplatine", "Ibikoresho bya laboratwari"],
  },
  79: {
    name: "Zahabu",
    description:
      "Zahabu ni icyuma cy'agaciro cy'umuhondo, cyoroshye kandi kiremereye, kidafatwa n'ingese kandi kidatakaza ububengerane. Abantu bayiha agaciro kuva kera cyane, kandi icukurwa no mu Rwanda. Iroroshye gukorwa ku buryo garama imwe yayo ishobora gukubitwa ikavamo urupapuro rungana na metero kare imwe.",
    uses: ["Imitako", "Ububiko bw'agaciro n'ishoramari", "Ikoranabuhanga", "Amenyo y'ubukorano"],
  },
  80: {
    name: "Mercury",
    nameLang: "en",
    description:
      "[[en:Mercury]] ni cyo cyuma cyonyine gitemba nk'amazi ku bushyuhe busanzwe. Izwi kuva kera cyane, ariko umwuka wayo ni uburozi bukomeye. Ibihugu byinshi, harimo n'u Rwanda, byiyemeje kugabanya imikoreshereze yayo.",
    uses: ["Ibipima ubushyuhe bya kera", "Amatara amwe ya fluorescent", "Kuziba amenyo (biri kugenda bivaho)"],
  },
  81: {
    name: "Thallium",
    description:
      "Thallium ni icyuma cyoroshye gifite ibara ry'ivu, kandi ni uburozi bukomeye cyane. William Crookes yayivumbuye mu 1861 abikesha umurongo w'icyatsi ubengerana uri mu rumuri rwayo, kandi izina ryayo risobanura agashami gato k'icyatsi. Yahoze ikoreshwa mu kwica imbeba, ariko ubu ibyo byarabujijwe mu bihugu byinshi.",
    uses: ["Gusuzuma umutima mu bitaro", "Ibirahure byihariye bya lenzi za infrarouge", "Ubushakashatsi mu ikoranabuhanga"],
  },
  82: {
    name: "Lead",
    nameLang: "en",
    description:
      "[[en:Lead]] ni icyuma cyoroshye kandi kiremereye gifite ibara ry'ivu, gikoreshwa kuva kera cyane. Ni uburozi, cyane cyane ku bana, ari yo mpamvu yakuwe muri lisansi no mu marangi y'inzu. Ikumira neza cyane imirasire ya X-ray n'indi mirasire.",
    uses: ["Bateri z'imodoka", "Amakoti n'inkuta birinda imirasire ya X-ray", "Ibiremereza byo kuroba n'ibisenge"],
  },
  83: {
    name: "Bismuth",
    description:
      "Bismuth ni icyuma kiremereye kimeneka vuba, kibengerana gisa n'iroza, gishobora gukora utubuye tw'amabara y'umukororombya. Isohora imirasire mike cyane, ariko ishira buhoro cyane ku buryo ifatwa nk'ihamye. Claude François Geoffroy yagaragaje mu 1753 ko ari ikinyabutabire cyihariye.",
    uses: ["Imiti y'igifu", "Ibyuma bishonga vuba byo mu bikoresho bizimya inkongi", "Gusimbura [[en:lead]]", "Amarangi abengerana yo kwisiga"],
  },
  84: {
    name: "Polonium",
    description:
      "Polonium ni icyuma kidakunze kuboneka gisohora imirasire myinshi. Marie na Pierre Curie bayivumbuye mu 1898, bayitirira Polonye, igihugu Marie Curie yavukiyemo. Na nke cyane yayo yica iyo imizwe cyangwa ihumetswe.",
    uses: ["Uburoso bukuraho amashanyarazi yifata ku bintu", "Isoko y'ubushyuhe mu byogajuru bya mbere", "Ubushakashatsi bwa siyansi"],
  },
  85: {
    name: "Astatine",
    nameLang: "en",
    description:
      "[[en:Astatine]] ni cyo kinyabutabire kidakunze kuboneka kurusha ibindi muri kamere: bigereranywa ko mu gice cyo hejuru cy'Isi cyose habamo nka garama imwe gusa. Isohora imirasire myinshi ku buryo nta muntu wigeze abona agace kayo, bityo uko isa ntikuzwi. Abahanga bayikoze bwa mbere mu 1940.",
    uses: ["Ubushakashatsi ku buvuzi bwa kanseri", "Ubushakashatsi bwa siyansi"],
  },
  86: {
    name: "Radon",
    description:
      "Radon ni gaze yo mu itsinda rya 18 isohora imirasire, itagira ibara n'impumuro. Ikomoka kuri uranium ishwanyukira mu mabuye no mu butaka, ikaba ishobora kwirundanya mu byumba bifunze. Kuyihumeka imyaka myinshi byongera ibyago byo kurwara kanseri y'ibihaha.",
    uses: ["Gukurikirana uko umwuka n'amazi yo munsi y'ubutaka bigenda", "Kuvura kanseri mu bihe byashize", "Ubushakashatsi bwa siyansi"],
  },
  87: {
    name: "Francium",
    description:
      "Francium ni icyuma cyo mu itsinda rya 1 gisohora imirasire, kikaba ari cyo kinyabutabire cya nyuma cyavumbuwe muri kamere, na Marguerite Perey mu 1939. Ubwoko bwayo burama kurusha ubundi bumara iminota 22 gusa, ku buryo nta muntu wigeze akusanya agace kayo kagaragara. Yitiriwe u Bufaransa.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga imiterere ya atome"],
  },
  88: {
    name: "Radium",
    description:
      "Radium ni icyuma cyo mu itsinda rya 2 gisohora imirasire kandi kimurika gake mu mwijima. Marie na Pierre Curie bayivumbuye mu 1898. Yahoze isigwa ku masaha ngo amurike nijoro, bituma abakozi benshi barwara indwara zikomeye.",
    uses: ["Kuvura kanseri yageze mu magufa", "Amarangi amurika mu bihe byashize", "Ubushakashatsi bwa siyansi"],
  },
  89: {
    name: "Actinium",
    description:
      "Actinium ni icyuma gisa n'ifeza gisohora imirasire, kikaba icya mbere muri actinide, umurongo wa kabiri uri munsi y'imbonerahamwe nkuru. Imurika urumuri rw'ubururu bwerurutse mu mwijima. Yavumbuwe na André-Louis Debierne mu 1899.",
    uses: ["Ubushakashatsi ku buvuzi bushya bwa kanseri", "Isoko ya neutron mu bushakashatsi"],
  },
  90: {
    name: "Thorium",
    description:
      "Thorium ni actinide isohora imirasire mike, ikaba iboneka nk'incuro eshatu kurusha uranium mu gice cyo hejuru cy'Isi. Jöns Jacob Berzelius yayivumbuye mu 1828, ayitirira Thor, imana y'inkuba mu migani ya kera yo mu majyaruguru y'u Burayi. Ishobora kuzaba igicanwa cy'inganda za nikeleyeri z'ejo hazaza.",
    uses: ["Igicanwa gishoboka cy'inganda za nikeleyeri", "Ibyuma byo gusudira birimo [[en:tungsten]] na thorium", "Ibibumbano byihanganira ubushyuhe", "Utwenda tw'amatara ya gaze ya kera"],
  },
  91: {
    name: "Protactinium",
    description:
      "Protactinium ni actinide idakunze kuboneka, isohora imirasire kandi ni uburozi bukomeye. Kasimir Fajans na Oswald Göhring bayimenye mu 1913. Nke cyane yayo ni yo yonyine yigeze itandukanywa n'ibindi, bityo nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Kumenya imyaka y'ibyondo byo munsi y'inyanja", "Ubushakashatsi bwa siyansi gusa"],
  },
  92: {
    name: "Uranium",
    description:
      "Uranium ni actinide iremereye isohora imirasire mike, iboneka mu mabuye ku isi hose. Martin Heinrich Klaproth yayivumbuye mu 1789, ayitirira umubumbe wa Uranus. Iyo atome zayo zicitsemo kabiri, zirekura ingufu nyinshi cyane.",
    uses: ["Igicanwa cy'inganda za nikeleyeri zitanga amashanyarazi", "Intwaro za nikeleyeri", "Kumenya imyaka y'amabuye"],
  },
  93: {
    name: "Neptunium",
    description:
      "Neptunium ni cyo kinyabutabire cya mbere kiremereye kurusha uranium cyakozwe n'abantu, mu 1940, barasa neutron kuri uranium. Isohora imirasire kandi yitiriwe umubumbe wa Neptune. Nke cyane yayo yivukira muri kamere mu mabuye arimo uranium.",
    uses: ["Gukora plutonium-238 y'ibyogajuru", "Ibikoresho bimenya neutron", "Ubushakashatsi bwa siyansi"],
  },
  94: {
    name: "Plutonium",
    description:
      "Plutonium ni actinide isa n'ifeza isohora imirasire, yakozwe bwa mbere mu 1940 n'itsinda ryari riyobowe na Glenn Seaborg. Yitiriwe Pluto, kandi iteza akaga gakomeye iyo yinjiye mu mubiri. Ishobora gukoreshwa mu gutanga amashanyarazi no mu ntwaro za nikeleyeri.",
    uses: ["Igicanwa cy'inganda zimwe za nikeleyeri", "Isoko y'ingufu z'ibyogajuru", "Intwaro za nikeleyeri"],
  },
  95: {
    name: "Americium",
    description:
      "Americium ni actinide isohora imirasire yakozwe bwa mbere mu 1944 na Glenn Seaborg n'itsinda rye. Yitiriwe Amerika. Nke cyane yayo iba mu byuma byinshi bimenya umwotsi mu nzu.",
    uses: ["Ibyuma bimenya umwotsi", "Ibikoresho bipima ubunini bw'ibintu", "Isoko ya neutron mu gushakisha peteroli"],
  },
  96: {
    name: "Curium",
    description:
      "Curium ni actinide isohora imirasire yakozwe bwa mbere mu 1944. Yitiriwe Marie na Pierre Curie, abapayiniya b'ubumenyi bw'imirasire. Isohora ingufu nyinshi ku buryo agace kayo kamurika kandi kagashyuha.",
    uses: ["Ibikoresho by'imodoka zigenda kuri Mars bisuzuma amabuye", "Ubushakashatsi bwa siyansi"],
  },
  97: {
    name: "Berkelium",
    description:
      "Berkelium ni actinide isohora imirasire yakozwe bwa mbere mu 1949 i Berkeley, muri California, ikitirirwa uwo mujyi. Nke cyane yayo ni yo yonyine yigeze ikorwa. Ikoreshwa nk'ibanze mu gukora ibinyabutabire biremereye kurushaho.",
    uses: ["Gukora ibinyabutabire biremereye nka [[en:tennessine]]", "Ubushakashatsi bwa siyansi gusa"],
  },
  98: {
    name: "Californium",
    description:
      "Californium ni actinide isohora imirasire yakozwe bwa mbere mu 1950, yitirirwa California. Ubwoko bumwe bwayo busohora neutron nyinshi cyane. Ni kimwe mu binyabutabire biremereye kurusha ibindi bifite akamaro mu mirimo isanzwe.",
    uses: ["Gutangiza inganda za nikeleyeri", "Gushakisha peteroli n'amazi mu butaka", "Gusuzuma imizigo ngo hamenyekane ibiturika"],
  },
  99: {
    name: "Einsteinium",
    description:
      "Einsteinium yabonetse bwa mbere mu 1952 mu mukungugu wasigaye nyuma y'igerageza rya mbere ry'igisasu cya hidorojeni. Yitiriwe Albert Einstein. Isohora imirasire myinshi ku buryo nke cyane yayo ari yo yonyine yigeze ikorwa, kandi ihita ishira vuba.",
    uses: ["Gukora ibinyabutabire biremereye nka mendelevium", "Ubushakashatsi bwa siyansi gusa"],
  },
  100: {
    name: "Fermium",
    description:
      "Fermium na yo yabonetse mu 1952 mu mukungugu w'igerageza rya mbere ry'igisasu cya hidorojeni, yitirirwa umuhanga Enrico Fermi. Ntiyigeze ikorwa ari nyinshi ku buryo yabonwa n'amaso. Ibaho igihe gito muri laboratwari gusa, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga imiterere ya atome ziremereye"],
  },
  101: {
    name: "Mendelevium",
    description:
      "Mendelevium ni actinide isohora imirasire, iboneka muri laboratwari gusa, atome nke icyarimwe. Yakozwe bwa mbere mu 1955 barasa uduce duto twa helium kuri einsteinium, maze haboneka atome 17 gusa. Yitiriwe Dmitri Mendeleev, wakoze imbonerahamwe y'ibinyabutabire.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga ubutabire bwa actinide ziremereye kurusha izindi"],
  },
  102: {
    name: "Nobelium",
    description:
      "Nobelium ni actinide isohora imirasire ikorerwa muri laboratwari gusa, atome nke icyarimwe, kandi ubwoko bwayo burama kurusha ubundi bumara hafi isaha imwe. Ivumburwa ryayo ryateje impaka imyaka myinshi, amaherezo ryemerwa itsinda ry'i Dubna mu Burusiya, ku bushakashatsi bwo mu 1966. Yitiriwe Alfred Nobel, washinze ibihembo bya Nobel.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  103: {
    name: "Lawrencium",
    description:
      "Lawrencium ni yo actinide ya nyuma, kandi ibaho igihe gito muri laboratwari gusa, atome nke icyarimwe. Yakozwe bwa mbere mu 1961 i Berkeley, muri California. Yitiriwe Ernest Lawrence, wahimbye cyclotron, imashini yihutisha uduce duto twa atome.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kugenzura aho ikwiye kuba mu mbonerahamwe"],
  },
  104: {
    name: "Rutherfordium",
    description:
      "Rutherfordium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kibaho igihe gito muri laboratwari gusa, atome nke icyarimwe. Ubwoko bwayo burama kurusha ubundi bumara amasaha make, kandi yakozwe bwa mbere mu myaka ya 1960 n'amatsinda y'i Dubna n'i Berkeley. Yitiriwe Ernest Rutherford wavumbuye igice cyo hagati cya atome, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga ubutabire bwa atome imwe imwe"],
  },
  105: {
    name: "Dubnium",
    description:
      "Dubnium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, gikorerwa muri laboratwari atome nke icyarimwe. Ubwoko bwayo burama kurusha ubundi bumara hafi umunsi umwe, kandi icyo ni igihe kirekire ku kinyabutabire kiremereye bene aka kageni. Yitiriwe Dubna, umujyi wo mu Burusiya yakorewemo bwa mbere, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga ubutabire bwa atome imwe imwe"],
  },
  106: {
    name: "Seaborgium",
    description:
      "Seaborgium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara iminota mike cyangwa munsi yayo, atome nke icyarimwe, muri laboratwari. Yakozwe bwa mbere i Berkeley mu 1974, yitirirwa Glenn Seaborg, wagize uruhare mu kuvumbura ibinyabutabire icumi. Nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kuyigereranya n'ibinyabutabire byoroheje byo mu itsinda ryayo"],
  },
  107: {
    name: "Bohrium",
    description:
      "Bohrium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara iminota mike cyangwa munsi yayo, atome nke icyarimwe. Yakozwe bwa mbere mu 1981 mu kigo cy'ubushakashatsi cy'i Darmstadt, mu Budage. Yitiriwe Niels Bohr, umuhanga wo muri Danemark, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  108: {
    name: "Hassium",
    description:
      "Hassium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara amasegonda make, atome nke icyarimwe, muri laboratwari. Yakozwe bwa mbere mu 1984 i Darmstadt, yitirirwa Hesse, intara y'u Budage uwo mujyi urimo. Nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga ubutabire bwa atome imwe imwe"],
  },
  109: {
    name: "Meitnerium",
    description:
      "Meitnerium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara amasegonda make, kandi atome nke gusa ni zo zigeze zikorwa. Yakozwe bwa mbere mu 1982 i Darmstadt, yitirirwa Lise Meitner, wafashije gusobanura uko atome zicikamo kabiri. Imiterere yayo y'ubutabire ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  110: {
    name: "Darmstadtium",
    description:
      "Darmstadtium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara amasegonda make, atome nke icyarimwe, muri laboratwari. Yakozwe bwa mbere mu 1994, yitirirwa Darmstadt, umujyi wo mu Budage yakorewemo. Imiterere yayo y'ubutabire ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  111: {
    name: "Roentgenium",
    description:
      "Roentgenium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara nk'iminota ibiri gusa, kandi atome nke gusa ni zo zigeze zikorwa. Yakozwe bwa mbere i Darmstadt mu 1994, yitirirwa Wilhelm Röntgen wavumbuye imirasire ya X. Imiterere yayo y'ubutabire ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  112: {
    name: "Copernicium",
    description:
      "Copernicium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara amasegonda make, atome nke icyarimwe, muri laboratwari. Iri munsi ya zinc na [[en:mercury]] mu itsinda rya 12, kandi ubushakashatsi kuri atome imwe imwe bugaragaza ko ihinduka umwuka byoroshye. Yakozwe bwa mbere mu 1996 i Darmstadt, yitirirwa umuhanga mu by'inyenyeri Nicolaus Copernicus, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga imyitwarire y'ubutabire ya atome ziremereye cyane"],
  },
  113: {
    name: "Nihonium",
    description:
      "Nihonium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara amasegonda make, kandi atome nke gusa ni zo zigeze zikorwa. Yakorewe muri laboratwari ya RIKEN mu Buyapani, atome ya mbere iboneka mu 2004, kandi ni cyo kinyabutabire cya mbere cyavumbuwe muri Aziya. Izina ryayo rikomoka kuri Nihon, rimwe mu mazina Abayapani bita igihugu cyabo, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  114: {
    name: "Flerovium",
    description:
      "Flerovium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara isegonda rimwe cyangwa abiri, atome nke icyarimwe. Yakozwe bwa mbere mu 1998 n'abahanga b'Abarusiya n'Abanyamerika bafatanyirije i Dubna. Yitiriwe laboratwari ya Flerov, na yo yitiriwe umuhanga Georgy Flyorov, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Gushakisha atome ziremereye cyane zirama kurushaho"],
  },
  115: {
    name: "Moscovium",
    description:
      "Moscovium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kitamara n'isegonda rimwe, kandi atome nke gusa ni zo zigeze zikorwa. Yakozwe bwa mbere mu 2003 i Dubna, mu ntara ya Moscou mu Burusiya, ari na ho ikomora izina. Imiterere yayo y'ubutabire ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  116: {
    name: "Livermorium",
    description:
      "Livermorium ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara agace gato k'isegonda, atome nke icyarimwe. Yakozwe bwa mbere mu 2000 i Dubna, yitirirwa laboratwari ya Lawrence Livermore yo muri California, yagize uruhare muri ubwo bushakashatsi. Imiterere yayo y'ubutabire ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  117: {
    name: "Tennessine",
    nameLang: "en",
    description:
      "[[en:Tennessine]] ni ikinyabutabire gikorwa n'abantu, gisohora imirasire, kimara agace gato k'isegonda, kandi atome nke gusa ni zo zigeze zikorwa. Yakozwe bwa mbere mu 2010 barasa calcium ku gice cya berkelium cyakorewe muri leta ya Tennessee, muri Amerika, ari na ho ikomora izina. Imiterere yayo y'ubutabire ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kwiga uko atome ziremereye zishwanyuka"],
  },
  118: {
    name: "Oganesson",
    description:
      "Oganesson ni cyo kinyabutabire kiremereye kurusha ibindi bizwi: atome nka eshanu gusa ni zo zigeze zibonwa, kandi buri imwe yamaze munsi y'igice kimwe cy'igihumbi cy'isegonda. Yakozwe bwa mbere mu 2002 i Dubna, yitirirwa Yuri Oganessian, umuhanga wayoboye ubushakashatsi ku binyabutabire biremereye cyane. Iri mu itsinda rya 18, ariko imiterere yayo ntiramenyekana, kandi nta kamaro ifite mu buzima bwa buri munsi.",
    uses: ["Ubushakashatsi bwa siyansi gusa", "Kugerageza imbibi z'imbonerahamwe y'ibinyabutabire"],
  },
};

export default rw;
