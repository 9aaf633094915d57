import { ELEMENT_SOURCE_NAME_LANG, elementSources } from '@/content/element-sources';
import { partLang } from '@/lib/langs';
import { periodic } from '@/i18n/namespaces/periodic';
import { useT } from '@/i18n/useT';

/** The periodic table's data sources and licences (its own chunk: see PeriodicPage). */
export default function PeriodicCreditsSection() {
  const { t, lang } = useT(periodic);
  const nameLang = partLang(ELEMENT_SOURCE_NAME_LANG, lang);
  return (
    <section aria-labelledby="periodic-credits" className="mt-12 flex flex-col gap-2 border-t border-border pt-6 text-sm">
      <h2 id="periodic-credits" className="text-lg font-bold">
        {t('credits.heading')}
      </h2>
      <p className="prose-width">{t('credits.intro')}</p>
      <ul className="prose-width list-disc space-y-1 pl-6">
        {elementSources.map((source) => (
          <li key={source.id}>
            {source.href ? (
              <a href={source.href} lang={nameLang} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
                {source.name}
              </a>
            ) : (
              <span className="font-semibold" lang={nameLang}>
                {source.name}
              </span>
            )}
            {t('credits.use', { usedFor: source.usedFor[lang], licence: t('credits.licence', { licence: source.licence[lang] }) })}
          </li>
        ))}
      </ul>
      <p className="prose-width">{t('credits.writtenBy')}</p>
    </section>
  );
}
