import type { FeedbackPageContent, JoinPageContent } from './schema';
import * as text from '@/content/generated/text/contact-pages';

/**
 * The invitation on /join-team, above the embedded application form. Declared first, and its texts
 * last in the catalogue: the bundler inlines texts only into the constant declared right after them
 * (see textName in scripts/build/lib/catalogues.ts), and this page has more of them than /feedback.
 * Text: src/locales/<lang>/content/contact-pages.po(t).
 */
export const joinPage: JoinPageContent = {
  intro: text.joinPageIntro,
  rolesHeading: text.joinPageRolesHeading,
  roles: [
    {
      id: 'teachers',
      icon: 'book',
      title: text.joinPageRolesTeachersTitle,
      description: text.joinPageRolesTeachersDescription,
    },
    {
      id: 'translators',
      icon: 'chat',
      title: text.joinPageRolesTranslatorsTitle,
      description: text.joinPageRolesTranslatorsDescription,
    },
    {
      id: 'builders',
      icon: 'compass',
      title: text.joinPageRolesBuildersTitle,
      description: text.joinPageRolesBuildersDescription,
    },
    {
      id: 'ambassadors',
      icon: 'users',
      title: text.joinPageRolesAmbassadorsTitle,
      description: text.joinPageRolesAmbassadorsDescription,
    },
  ],
  nextStepsHeading: text.joinPageNextStepsHeading,
  nextSteps: text.joinPageNextSteps,
};

/** The prose of /feedback, around the embedded feedback form. */
export const feedbackPage: FeedbackPageContent = {
  intro: text.feedbackPageIntro,
  promptsHeading: text.feedbackPagePromptsHeading,
  prompts: text.feedbackPagePrompts,
};
