import { cva } from 'class-variance-authority';

/**
 * The subject's colour (tokens in src/styles/index.css; white text passes AA on each). Colour is never
 * the only cue: the subject or category name is always written next to it.
 */
export const subjectSwatchVariants = cva('', {
  variants: {
    subject: {
      physics: 'bg-subject-physics',
      chemistry: 'bg-subject-chemistry',
      biology: 'bg-subject-biology',
      math: 'bg-subject-mathematics',
    },
  },
  defaultVariants: { subject: 'physics' },
});
