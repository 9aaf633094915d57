export { BookCover, bookCoverVariants, coverLines, type BookCoverProps, type BookCoverTone, type BookCoverMotif } from './BookCover';
