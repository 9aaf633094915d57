export interface PageMetaProps {
  /** The page's own title; " · Ubumenyi" is appended. */
  title: string;
  /** Meta description (also the Open Graph description). */
  description: string;
  /** Absolute canonical URL of the page. */
  canonical: string;
  /** Language of the text, for og:locale. @default 'en' */
  lang?: string;
}

const OG_LOCALES: Record<string, string> = { en: 'en_GB', fr: 'fr_FR', rw: 'rw_RW' };

/**
 * The page's <title>, description, canonical link and Open Graph tags. React 19 hoists them
 * into <head> in the browser; the prerender script moves them there in the static HTML.
 */
export function PageMeta({ title, description, canonical, lang = 'en' }: PageMetaProps) {
  const fullTitle = `${title} · Ubumenyi`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Ubumenyi" />
      <meta property="og:locale" content={OG_LOCALES[lang] ?? 'en_GB'} />
    </>
  );
}
