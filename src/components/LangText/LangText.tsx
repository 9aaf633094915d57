import { useT } from '@/i18n/useT';
import { langParts } from '@/lib/lang-parts';
import { partLang } from '@/lib/langs';

export interface LangTextProps {
  /** A sentence whose names in another language are marked `[[en:…]]` (see lib/lang-parts). */
  text: string;
}

/**
 * A sentence with its foreign names in their own language (WCAG 3.1.2, language of parts): each
 * marked part is a `<span lang>` — the smallest element that holds it — and only when its language
 * differs from the page's; the rest is plain text. Renders no element of its own.
 */
export function LangText({ text }: LangTextProps) {
  const { lang } = useT();
  return (
    <>
      {langParts(text).map((part, index) => {
        const own = partLang(part.lang, lang);
        return own ? (
          <span key={index} lang={own}>
            {part.text}
          </span>
        ) : (
          part.text
        );
      })}
    </>
  );
}
