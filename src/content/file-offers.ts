import offers from './generated/file-offers.json' with { type: 'json' };
import type { FileOffer, FileOfferStatus } from '@/lib/file-offer';
import type { Lang } from '@/lib/langs';

/** An offer, with what its sentences fill in, in each language: `classes` ("S1, S2 and S3") and `realClasses`. */
type OfferWithText = FileOffer & { text: Record<Lang, { classes: string; realClasses: string }> };

/**
 * What the books and the past papers really offer: whether their files are all samples, some or
 * all real, which classes they cover, and those classes written as a sentence lists them in each
 * language; `hero`, both together. Measured by `npm run content:generate` (run before dev, build,
 * test and typecheck) from the collections and the files under public/
 * (scripts/build/lib/download-files.ts), so a sentence that reads it changes by itself when a real file
 * replaces a sample. A few hundred bytes: pages import this, never the collections or the code that
 * measures them.
 */
export const fileOffers: Readonly<{ books: OfferWithText; papers: OfferWithText; hero: FileOfferStatus }> = {
  books: offers.books as OfferWithText,
  papers: offers.papers as OfferWithText,
  hero: offers.hero as FileOfferStatus,
};
