import type { SimulationSubject, SubjectTone } from '@/content/schema';

export type { SubjectTone };

/**
 * The one map from a subject's colour family to its classes (tokens `--color-subject-*` in
 * src/styles/index.css; white text passes AA on each). Badges, swatches and book covers all read it,
 * so a new subject is one row here. Colour is never the only cue: the subject's name is always
 * written next to it.
 */
export const subjectToneBackground: Record<SubjectTone, string> = {
  mathematics: 'bg-subject-mathematics',
  physics: 'bg-subject-physics',
  chemistry: 'bg-subject-chemistry',
  biology: 'bg-subject-biology',
  languages: 'bg-subject-languages',
  humanities: 'bg-subject-humanities',
  ict: 'bg-subject-ict',
  business: 'bg-subject-business',
  general: 'bg-subject-general',
};

/** The same colours as SVG fills (the book covers). */
export const subjectToneFill: Record<SubjectTone, string> = {
  mathematics: 'fill-subject-mathematics',
  physics: 'fill-subject-physics',
  chemistry: 'fill-subject-chemistry',
  biology: 'fill-subject-biology',
  languages: 'fill-subject-languages',
  humanities: 'fill-subject-humanities',
  ict: 'fill-subject-ict',
  business: 'fill-subject-business',
  general: 'fill-subject-general',
};

/** A simulation's subject (PhET's short names) in the colour families above. */
export const simulationSubjectTone: Record<SimulationSubject, SubjectTone> = {
  physics: 'physics',
  chemistry: 'chemistry',
  biology: 'biology',
  math: 'mathematics',
};

/** The background of a simulation subject's swatch or badge. */
export function subjectSwatchClass(subject: SimulationSubject): string {
  return subjectToneBackground[simulationSubjectTone[subject]];
}
