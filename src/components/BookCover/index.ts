export { BookCover, type BookCoverTone, type BookCoverMotif } from './BookCover';
