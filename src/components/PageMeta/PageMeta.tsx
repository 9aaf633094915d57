import type { Alternate } from '@/lib/links';
import { plainText } from '@/lib/lang-parts';

export interface PageMetaProps {
  /** The page's own title; " · Ubumenyi" is appended. Marks of language of parts (`[[en:…]]`) are dropped: a <title> is plain text. */
  title: string;
  /** Meta description (also the Open Graph description); marks of language of parts are dropped. */
  description: string;
  /** Absolute canonical URL of the page, in its language. */
  canonical: string;
  /** The same page in every language (and `x-default`), as absolute URLs. @default [] */
  alternates?: Alternate[];
  /** Language of the text, for og:locale. @default 'en' */
  lang?: string;
}

const OG_LOCALES: Record<string, string> = { en: 'en_GB', fr: 'fr_FR', rw: 'rw_RW' };

/**
 * The page's <title>, description, canonical link, hreflang alternates and Open Graph tags
 * (og:locale and og:locale:alternate). React 19 hoists them into <head> in the browser; the
 * prerender script moves them there in the static HTML.
 */
export function PageMeta({ title: markedTitle, description: markedDescription, canonical, alternates = [], lang = 'en' }: PageMetaProps) {
  const fullTitle = `${plainText(markedTitle)} · Ubumenyi`;
  const description = plainText(markedDescription);
  const locales = [...new Set(alternates.map((a) => a.hrefLang).filter((l) => l !== lang && l in OG_LOCALES))];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Ubumenyi" />
      <meta property="og:locale" content={OG_LOCALES[lang] ?? 'en_GB'} />
      {locales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={OG_LOCALES[locale]} />
      ))}
    </>
  );
}
