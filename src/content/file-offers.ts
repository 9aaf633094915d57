import offers from './generated/file-offers.json';
import type { FileOffer } from '@/lib/file-offer';

/**
 * What the books and the past papers really offer: whether their files are all samples, some or
 * all real, and which classes they cover. Measured by `npm run content:generate` (run before dev,
 * build, test and typecheck) from the collections and the files under public/, so a sentence that
 * reads it changes by itself when a real file replaces a sample. A few hundred bytes: pages import
 * this, never the collections, to speak about them.
 */
export const fileOffers: Readonly<Record<'books' | 'papers', FileOffer>> = {
  books: offers.books as FileOffer,
  papers: offers.papers as FileOffer,
};
