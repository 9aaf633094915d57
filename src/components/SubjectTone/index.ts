export { subjectToneBackground, subjectToneFill, simulationSubjectTone, subjectSwatchClass, type SubjectTone } from './SubjectTone';
