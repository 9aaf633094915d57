import * as React from 'react';
import { LANGS, LANG_NAMES, isLang, type Lang } from '@/lib/langs';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';
import { GlobeIcon, languageSwitcherTriggerClass } from './parts';

export interface LanguageSelectProps {
  lang: Lang;
  labelId: string;
  triggerId: string;
  onLanguageChange: (lang: Lang) => void;
  /** Tells the switcher the real select is on screen, so the stand-in can go. */
  onReady: () => void;
}

/** The Radix Select behind the language switcher, swapped in when the visitor first activates it (see LanguageSwitcher). */
export function LanguageSelect({ lang, labelId, triggerId, onLanguageChange, onReady }: LanguageSelectProps) {
  const trigger = React.useRef<HTMLButtonElement>(null);
  // It mounts only when the visitor activated the stand-in: open at once, with focus on the trigger.
  const [open, setOpen] = React.useState(true);
  React.useLayoutEffect(() => {
    onReady();
    trigger.current?.focus();
    // Runs once, when the select replaces its stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select value={lang} open={open} onOpenChange={setOpen} onValueChange={(value) => isLang(value) && onLanguageChange(value)}>
      <SelectTrigger ref={trigger} id={triggerId} aria-labelledby={`${labelId} ${triggerId}-value`} className={languageSwitcherTriggerClass}>
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
