import { defineNamespace } from '../define';

/**
 * Strings of an element's own page (/periodic/fe): its title and description for sharing, where
 * the element sits in the table, its neighbours and the previous and next elements. The facts'
 * labels are shared with the table's dialog (`periodicDetails`).
 */
const en = {
  meta: {
    title: '{{name}} ({{symbol}}), element {{number}}',
    description: '{{name}} ({{symbol}}) is element {{number}} of the periodic table: its properties, electron shells, uses, discovery and the elements around it.',
  },
  summary: 'Atomic number {{number}} · {{category}}',
  place: {
    heading: 'Where it sits in the table',
    group: 'Group',
    period: 'Period',
    block: 'Block',
    blockValue: '{{block}}-block',
    noGroup: 'None: the lanthanoids and actinoids are drawn in rows of their own',
    inGroup: '{{name}} is in period {{period}} and group {{group}} of the periodic table, in the {{block}}-block.',
    inFRow: '{{name}} is in period {{period}}, in the f-block: it is drawn in a row of its own under the main table.',
    neighbours: 'Its neighbours in the table',
    left: 'To the left:',
    right: 'To the right:',
    above: 'Above:',
    below: 'Below:',
  },
  pager: {
    label: 'Previous and next element',
    previous: 'Previous element',
    next: 'Next element',
  },
  back: 'Back to the periodic table',
};

export const elementPage = defineNamespace('elementPage', en, {
  fr: {
    meta: {
      title: '{{name}} ({{symbol}}), élément {{number}}',
      description: '{{name}} ({{symbol}}) est l’élément {{number}} du tableau périodique\u00a0: ses propriétés, ses couches électroniques, ses usages, sa découverte et les éléments qui l’entourent.',
    },
    summary: 'Numéro atomique {{number}} · {{category}}',
    place: {
      heading: 'Sa place dans le tableau',
      group: 'Groupe',
      period: 'Période',
      block: 'Bloc',
      blockValue: 'bloc {{block}}',
      noGroup: 'Aucun\u00a0: les lanthanoïdes et les actinoïdes sont placés sur des lignes à part',
      inGroup: 'L’élément {{name}} se trouve dans la période {{period}} et le groupe {{group}} du tableau périodique, dans le bloc {{block}}.',
      inFRow: 'L’élément {{name}} se trouve dans la période {{period}}, dans le bloc f\u00a0: il est placé sur une ligne à part, sous le tableau principal.',
      neighbours: 'Ses voisins dans le tableau',
      left: 'À gauche\u00a0:',
      right: 'À droite\u00a0:',
      above: 'Au-dessus\u00a0:',
      below: 'En dessous\u00a0:',
    },
    pager: {
      label: 'Élément précédent et suivant',
      previous: 'Élément précédent',
      next: 'Élément suivant',
    },
    back: 'Retour au tableau périodique',
  },
  rw: {
    meta: {
      title: '{{name}} ({{symbol}}), ikinyabutabire cya {{number}}',
      description: '{{name}} ({{symbol}}) ni ikinyabutabire cya {{number}} mu mbonerahamwe y’ibinyabutabire: imiterere yacyo, ibyiciro bya elegitoroni, icyo gikoreshwa, ivumburwa ryacyo n’ibinyabutabire bigikikije.',
    },
    summary: 'Nimero ya atome {{number}} · {{category}}',
    place: {
      heading: 'Aho giherereye mu mbonerahamwe',
      group: 'Itsinda',
      period: 'Peryode',
      block: 'Igice',
      blockValue: 'igice {{block}}',
      noGroup: 'Nta na rimwe: lantanoyide na akitinoyide bishyirwa ku mirongo yabyo yihariye',
      inGroup: '{{name}} kiri muri peryode ya {{period}} no mu itsinda rya {{group}} ry’imbonerahamwe y’ibinyabutabire, mu gice {{block}}.',
      inFRow: '{{name}} kiri muri peryode ya {{period}}, mu gice f: gishyirwa ku murongo wacyo wihariye munsi y’imbonerahamwe nkuru.',
      neighbours: 'Ibinyabutabire bigikikije mu mbonerahamwe',
      left: 'Ibumoso:',
      right: 'Iburyo:',
      above: 'Hejuru:',
      below: 'Hasi:',
    },
    pager: {
      label: 'Ikinyabutabire kibanziriza n’igikurikira',
      previous: 'Ikinyabutabire kibanziriza',
      next: 'Ikinyabutabire gikurikira',
    },
    back: 'Garuka ku mbonerahamwe y’ibinyabutabire',
  },
});
