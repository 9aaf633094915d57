import { defineNamespace } from '../define';

/**
 * Strings for /contact, /feedback and /join-team: contact details, support hours, the WhatsApp
 * form (labels, errors, counter, confirmation, popup-blocked fallback) and the embedded-form
 * frame (loading, timed out, offline, not configured).
 */
const en = {
  details: {
    heading: 'Contact details',
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    whatsappLink: 'Chat with us on WhatsApp',
    hours: 'Support hours',
    kigaliHours: 'In Kigali time:',
  },
  hours: {
    team: '{{days}}, {{opens}}–{{closes}}, {{city}} time ({{zone}})',
    kigali: '{{days}}, {{opens}}–{{closes}} ({{zone}})',
    otherSeason: {
      standard: 'When {{city}} is on standard time ({{zone}}), the same hours are {{opens}}–{{closes}} in Kigali.',
      daylight: 'When {{city}} is on summer time ({{zone}}), the same hours are {{opens}}–{{closes}} in Kigali.',
    },
    nextDay: '{{time}} the next day',
    raw: '{{days}}, {{opens}}–{{closes}} ({{zone}})',
    replyNote: 'Messages sent outside these hours are answered on the next working day.',
  },
  form: {
    heading: 'Send us a message on WhatsApp',
    intro:
      'Write your name and your message. WhatsApp opens with the message ready to go; nothing is sent until you press Send there.',
    nameLabel: 'Your name',
    messageLabel: 'Your message',
    messageHint: 'Up to {{max}} characters.',
    submit: 'Open WhatsApp with my message',
    clear: 'Clear the form',
    newWindow: '(opens in a new window)',
    errors: {
      nameRequired: 'Enter your name.',
      nameTooLong: 'Your name must be {{max}} characters or fewer.',
      messageRequired: 'Write your message.',
      messageTooLong: 'Your message must be {{max}} characters or fewer.',
    },
    errorPrefix: 'Error:',
    counter: {
      left_one: 'You have {{n}} character left',
      left_other: 'You have {{n}} characters left',
      over_one: 'You have {{n}} character too many',
      over_other: 'You have {{n}} characters too many',
    },
    greeting: 'Hello, my name is {{name}}.\n\n{{message}}',
    confirmation: 'WhatsApp has opened in a new window with your message. Press Send there to reach us.',
    popupBlocked: 'Your browser did not let WhatsApp open. Tap the link below to open it with your message.',
    popupLink: 'Open WhatsApp with my message',
    cleared: 'The form is empty again.',
    unavailable: 'WhatsApp messages are not available at the moment. Please write to us at {{email}}.',
  },
  frame: {
    loading: 'Loading…',
    openInNewTab: 'Open the form in a new tab',
    emailUs: 'Email {{email}}',
    timeoutTitle: 'The form is taking a long time to load',
    timeoutText:
      'Your connection may be slow. Open the form in a new tab, where it can keep loading, or write to us by email instead.',
    offlineTitle: 'You are offline',
    offlineText:
      'The form needs an internet connection. Open it in a new tab once you are back online, or write to us by email instead.',
    unconfiguredTitle: 'This form is not available yet',
    unconfiguredText: 'Until it is, you can still reach the team by WhatsApp, email or phone.',
    feedbackTitle: 'Ubumenyi feedback form',
    joinTitle: 'Application form to join the Ubumenyi team',
  },
  pages: {
    contactAlternatives: 'Other ways to reach us',
    feedbackFormHeading: 'Feedback form',
    joinFormHeading: 'Apply to join',
  },
};

export const contact = defineNamespace('contact', en, {
  fr: {
    details: {
      heading: 'Nos coordonnées',
      email: 'E-mail',
      phone: 'Téléphone',
      whatsapp: 'WhatsApp',
      whatsappLink: 'Discutez avec nous sur WhatsApp',
      hours: "Heures d’assistance",
      kigaliHours: 'En heure de Kigali\u00a0:',
    },
    hours: {
      team: '{{days}}, de {{opens}} à {{closes}}, heure locale à {{city}} ({{zone}})',
      kigali: '{{days}}, de {{opens}} à {{closes}} ({{zone}})',
      otherSeason: {
        standard: "Quand {{city}} est à l’heure normale ({{zone}}), ces mêmes horaires vont de {{opens}} à {{closes}} à Kigali.",
        daylight: "Quand {{city}} est à l’heure d’été ({{zone}}), ces mêmes horaires vont de {{opens}} à {{closes}} à Kigali.",
      },
      nextDay: '{{time}} le lendemain',
      raw: '{{days}}, de {{opens}} à {{closes}} ({{zone}})',
      replyNote: 'Les messages envoyés en dehors de ces horaires reçoivent une réponse le jour ouvré suivant.',
    },
    form: {
      heading: 'Écrivez-nous sur WhatsApp',
      intro:
        "Indiquez votre nom et votre message. WhatsApp s’ouvre avec le message prêt à partir\u00a0; rien n’est envoyé tant que vous n’appuyez pas sur Envoyer.",
      nameLabel: 'Votre nom',
      messageLabel: 'Votre message',
      messageHint: "Jusqu’à {{max}} caractères.",
      submit: 'Ouvrir WhatsApp avec mon message',
      clear: 'Effacer le formulaire',
      newWindow: "(s’ouvre dans une nouvelle fenêtre)",
      errors: {
        nameRequired: 'Indiquez votre nom.',
        nameTooLong: 'Votre nom ne doit pas dépasser {{max}} caractères.',
        messageRequired: 'Écrivez votre message.',
        messageTooLong: 'Votre message ne doit pas dépasser {{max}} caractères.',
      },
      errorPrefix: 'Erreur\u00a0:',
      counter: {
        left_one: 'Il vous reste {{n}} caractère',
        left_other: 'Il vous reste {{n}} caractères',
        over_one: 'Vous avez {{n}} caractère en trop',
        over_other: 'Vous avez {{n}} caractères en trop',
      },
      greeting: "Bonjour, je m’appelle {{name}}.\n\n{{message}}",
      confirmation:
        "WhatsApp s’est ouvert dans une nouvelle fenêtre avec votre message. Appuyez sur Envoyer pour qu’il nous parvienne.",
      popupBlocked:
        "Votre navigateur a empêché l’ouverture de WhatsApp. Touchez le lien ci-dessous pour l’ouvrir avec votre message.",
      popupLink: 'Ouvrir WhatsApp avec mon message',
      cleared: 'Le formulaire est de nouveau vide.',
      unavailable:
        "L’envoi de messages WhatsApp n’est pas disponible pour le moment. Écrivez-nous plutôt à {{email}}.",
    },
    frame: {
      loading: 'Chargement…',
      openInNewTab: 'Ouvrir le formulaire dans un nouvel onglet',
      emailUs: 'Écrire à {{email}}',
      timeoutTitle: 'Le formulaire met du temps à se charger',
      timeoutText:
        "Votre connexion est peut-être lente. Ouvrez le formulaire dans un nouvel onglet, où il pourra continuer à se charger, ou écrivez-nous plutôt par e-mail.",
      offlineTitle: 'Vous êtes hors ligne',
      offlineText:
        "Le formulaire a besoin d’une connexion Internet. Ouvrez-le dans un nouvel onglet une fois la connexion revenue, ou écrivez-nous plutôt par e-mail.",
      unconfiguredTitle: "Ce formulaire n’est pas encore disponible",
      unconfiguredText: "En attendant, vous pouvez joindre l’équipe par WhatsApp, par e-mail ou par téléphone.",
      feedbackTitle: "Formulaire d’avis sur Ubumenyi",
      joinTitle: "Formulaire de candidature pour rejoindre l’équipe Ubumenyi",
    },
    pages: {
      contactAlternatives: 'Autres moyens de nous joindre',
      feedbackFormHeading: "Formulaire d’avis",
      joinFormHeading: 'Poser votre candidature',
    },
  },
  rw: {
    details: {
      heading: 'Aho watubona',
      email: 'Imeri',
      phone: 'Telefoni',
      whatsapp: 'WhatsApp',
      whatsappLink: 'Tuvugishe kuri WhatsApp',
      hours: 'Amasaha tubonekeraho',
      kigaliHours: "Ku isaha y'i Kigali:",
    },
    hours: {
      team: "{{days}}, saa {{opens}}–{{closes}}, ku isaha y'i {{city}} ({{zone}})",
      kigali: '{{days}}, saa {{opens}}–{{closes}} ({{zone}})',
      otherSeason: {
        standard: "Iyo i {{city}} bakoresha isaha isanzwe ({{zone}}), ayo masaha aba ari saa {{opens}}–{{closes}} i Kigali.",
        daylight: "Iyo i {{city}} bakoresha isaha y'impeshyi ({{zone}}), ayo masaha aba ari saa {{opens}}–{{closes}} i Kigali.",
      },
      nextDay: "{{time}} z'umunsi ukurikiyeho",
      raw: '{{days}}, saa {{opens}}–{{closes}} ({{zone}})',
      replyNote: "Ubutumwa bwoherejwe hanze y'aya masaha busubizwa ku munsi w'akazi ukurikiyeho.",
    },
    form: {
      heading: 'Twandikire kuri WhatsApp',
      intro:
        "Andika amazina yawe n'ubutumwa bwawe. WhatsApp irafunguka ubutumwa bwiteguye; nta cyoherezwa utarakanda kuri Ohereza ([[en:Send]]).",
      nameLabel: 'Amazina yawe',
      messageLabel: 'Ubutumwa bwawe',
      messageHint: 'Ntibugomba kurenza inyuguti {{max}}.',
      submit: "Fungura WhatsApp n'ubutumwa bwanjye",
      clear: 'Siba ibyanditswe',
      newWindow: '(bifungukira mu idirishya rishya)',
      errors: {
        nameRequired: 'Andika amazina yawe.',
        nameTooLong: 'Amazina yawe ntagomba kurenza inyuguti {{max}}.',
        messageRequired: 'Andika ubutumwa bwawe.',
        messageTooLong: 'Ubutumwa bwawe ntibugomba kurenza inyuguti {{max}}.',
      },
      errorPrefix: 'Ikosa:',
      counter: {
        left_one: 'Usigaje inyuguti {{n}}',
        left_other: 'Usigaje inyuguti {{n}}',
        over_one: 'Warengejeho inyuguti {{n}}',
        over_other: 'Warengejeho inyuguti {{n}}',
      },
      greeting: 'Muraho, nitwa {{name}}.\n\n{{message}}',
      confirmation:
        'WhatsApp yafunguye mu idirishya rishya irimo ubutumwa bwawe. Kanda kuri Ohereza ([[en:Send]]) kugira ngo budugereho.',
      popupBlocked:
        'Mushakisha yawe ntiyemeye ko WhatsApp ifunguka. Kanda ku ihuza riri hasi kugira ngo uyifungure irimo ubutumwa bwawe.',
      popupLink: "Fungura WhatsApp n'ubutumwa bwanjye",
      cleared: 'Ifishi yongeye kuba nta kintu kirimo.',
      unavailable: 'Ubu ntibishoboka kutwandikira kuri WhatsApp. Mutwandikire kuri {{email}}.',
    },
    frame: {
      loading: 'Birimo gufunguka…',
      openInNewTab: 'Fungura ifishi mu idirishya rishya',
      emailUs: 'Andikira {{email}}',
      timeoutTitle: 'Ifishi iratinda gufunguka',
      timeoutText:
        'Interineti yawe ishobora kuba igenda gahoro. Fungura ifishi mu idirishya rishya, aho ishobora gukomeza gufunguka, cyangwa utwandikire kuri imeri.',
      offlineTitle: 'Nta interineti ufite',
      offlineText:
        'Ifishi ikenera interineti. Uyifungure mu idirishya rishya interineti imaze kugaruka, cyangwa utwandikire kuri imeri.',
      unconfiguredTitle: 'Iyi fishi ntiraboneka',
      unconfiguredText: 'Mu gihe itaraboneka, watugeraho kuri WhatsApp, kuri imeri cyangwa kuri telefoni.',
      feedbackTitle: "Ifishi y'ibitekerezo kuri Ubumenyi",
      joinTitle: 'Ifishi yo gusaba kwinjira mu itsinda rya Ubumenyi',
    },
    pages: {
      contactAlternatives: 'Ubundi buryo bwo kutugeraho',
      feedbackFormHeading: "Ifishi y'ibitekerezo",
      joinFormHeading: 'Saba kwinjira mu itsinda',
    },
  },
});
