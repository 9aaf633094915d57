import * as React from 'react';
import { LANGS, LANG_NAMES, isLang, type Lang } from '@/i18n/langs';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';
import { GlobeIcon, languageSwitcherTriggerVariants } from './parts';

export interface LanguageSelectProps {
  lang: Lang;
  labelId: string;
  triggerId: string;
  onLanguageChange: (lang: Lang) => void;
  /** Open the list at once: the visitor already asked for it. */
  defaultOpen: boolean;
  /** Take focus at once: the stand-in button had it. */
  takeFocus: boolean;
  /** Tells the switcher the real select is on screen, so the stand-in can go. */
  onReady: () => void;
}

/** The Radix Select behind the language switcher, loaded on first intent (see LanguageSwitcher). */
export function LanguageSelect({ lang, labelId, triggerId, onLanguageChange, defaultOpen, takeFocus, onReady }: LanguageSelectProps) {
  const trigger = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(defaultOpen);
  React.useLayoutEffect(() => {
    onReady();
    if (takeFocus || defaultOpen) trigger.current?.focus();
    // Runs once, when the select replaces its stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select value={lang} open={open} onOpenChange={setOpen} onValueChange={(value) => isLang(value) && onLanguageChange(value)}>
      <SelectTrigger ref={trigger} id={triggerId} aria-labelledby={`${labelId} ${triggerId}-value`} className={languageSwitcherTriggerVariants()}>
        <GlobeIcon />
        <SelectValue id={`${triggerId}-value`}>
          <span lang={lang}>{LANG_NAMES[lang]}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end">
        {LANGS.map((code) => (
          <SelectItem key={code} value={code} lang={code}>
            {LANG_NAMES[code]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
