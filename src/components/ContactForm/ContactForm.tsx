import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { LiveRegion } from '../LiveRegion';
import { useT } from '@/i18n/useT';
import { useHydrated } from '@/hooks/useHydrated';
import { contact } from '@/i18n/namespaces/contact';
import {
  CONTACT_LIMITS,
  charactersLeft,
  firstInvalidField,
  validateContactField,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from '@/lib/contact-validation';
import { buildWhatsAppUrl, composeContactMessage, normalizeWhatsAppNumber } from '@/lib/whatsapp';
import { openWithoutOpener, type WindowOpener } from '@/lib/open-window';
import { LangText } from '../LangText';
import { plainText } from '@/lib/lang-parts';

/** Text inputs and the textarea: 16 px text (no zoom on focus on phones), 44 px tall, red border when invalid. */
const contactFieldVariants = cva(
  [
    'block w-full rounded-md border-2 border-input bg-background px-3 py-2 text-base text-foreground',
    'min-h-11 placeholder:text-muted-foreground',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'aria-invalid:border-destructive forced-colors:aria-invalid:border-[Mark]',
  ],
  {
    variants: {
      size: { default: '', lg: 'min-h-40 resize-y leading-relaxed' },
    },
    defaultVariants: { size: 'default' },
  },
);

/** Hints, errors and the counter under a field. */
const fieldMessageVariants = cva('text-sm', {
  variants: {
    variant: {
      default: 'text-muted-foreground',
      destructive: 'font-semibold text-destructive',
    },
  },
  defaultVariants: { variant: 'default' },
});

type Status = { kind: 'idle' } | { kind: 'opened' } | { kind: 'blocked'; url: string } | { kind: 'cleared' };

export interface ContactFormProps {
  /** The team's WhatsApp number (international, digits; "+" and spaces are tolerated). */
  whatsappNumber: string;
  /** Shown instead of the form when the WhatsApp number is unusable. */
  email: string;
  /**
   * Opens the WhatsApp link and says whether a window opened. Injected in stories and tests.
   * @default openWithoutOpener (window.open in a new tab, opener cut at once)
   */
  open?: WindowOpener;
  /** Heading level of the form's title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Values to start with (stories). @default both empty */
  defaultValues?: Partial<ContactFormValues>;
  className?: string;
}

/**
 * The contact form: a name and a message, validated on submit (and on blur after the first
 * submit), then handed to WhatsApp as a ready-to-send message in a new window. Nothing is sent by
 * the site itself. Errors sit under their fields with `aria-invalid` and `aria-describedby`;
 * focus goes to the first invalid field; the confirmation is announced politely; a blocked popup
 * leaves a link to tap. Values stay until the visitor clears the form.
 */
export function ContactForm({ whatsappNumber, email, open = openWithoutOpener, headingLevel = 2, defaultValues, className }: ContactFormProps) {
  const { t, tn, lang, formatNumber } = useT(contact);
  // Before hydration the form has no handler: a click would submit it to the page's own URL and
  // put the visitor's name and message in the address bar. Keep the button inactive until then.
  const hydrated = useHydrated();
  const id = React.useId();
  const ids = {
    heading: `${id}-heading`,
    name: `${id}-name`,
    nameError: `${id}-name-error`,
    message: `${id}-message`,
    messageHint: `${id}-message-hint`,
    messageError: `${id}-message-error`,
    counter: `${id}-message-counter`,
  };
  const refs = {
    name: React.useRef<HTMLInputElement>(null),
    message: React.useRef<HTMLTextAreaElement>(null),
  };

  const [values, setValues] = React.useState<ContactFormValues>({
    name: defaultValues?.name ?? '',
    message: defaultValues?.message ?? '',
  });
  const [errors, setErrors] = React.useState<ContactFormErrors>({});
  const [submitted, setSubmitted] = React.useState(false);
  const [status, setStatus] = React.useState<Status>({ kind: 'idle' });

  const left = charactersLeft('message', values.message);
  const counterText = left >= 0 ? tn('form.counter.left', left) : tn('form.counter.over', -left);
  const [typedOnce, setTypedOnce] = React.useState(false);

  // The counter is read out once typing pauses (LiveRegion waits for the pause, as GOV.UK's
  // character count does), and never before the first key.
  const counterAnnouncement = typedOnce ? counterText : '';

  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  if (!normalizeWhatsAppNumber(whatsappNumber)) {
    return (
      <section aria-labelledby={ids.heading} data-slot="contact-form" className={cn('flex flex-col gap-3', className)}>
        <Heading id={ids.heading} className="text-2xl font-bold">
          {t('form.heading')}
        </Heading>
        <p className="prose-width">
          {t('form.unavailable', { email })}{' '}
          <a className="font-semibold text-primary underline underline-offset-4 hover:no-underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      </section>
    );
  }

  const errorText = (field: ContactField, error: ContactFormErrors[ContactField]) => {
    if (!error) return '';
    const max = formatNumber(CONTACT_LIMITS[field]);
    if (field === 'name') return error === 'required' ? t('form.errors.nameRequired') : t('form.errors.nameTooLong', { max });
    return error === 'required' ? t('form.errors.messageRequired') : t('form.errors.messageTooLong', { max });
  };

  const change = (field: ContactField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [field]: value }));
    if (field === 'message') setTypedOnce(true);
    // A link or confirmation made from the old text would now be wrong.
    if (status.kind !== 'idle') setStatus({ kind: 'idle' });
  };

  const blur = (field: ContactField) => () => {
    if (!submitted) return;
    setErrors((prev) => {
      const error = validateContactField(field, values[field]);
      const next = { ...prev };
      if (error) next[field] = error;
      else delete next[field];
      return next;
    });
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContactForm(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setStatus({ kind: 'idle' });
      refs[first].current?.focus();
      return;
    }
    const template = contact.strings(lang).form.greeting;
    const url = buildWhatsAppUrl(whatsappNumber, composeContactMessage(template, values));
    if (!url) return;
    setStatus(open(url) ? { kind: 'opened' } : { kind: 'blocked', url });
  };

  const clear = () => {
    setValues({ name: '', message: '' });
    setErrors({});
    setSubmitted(false);
    setTypedOnce(false);
    setStatus({ kind: 'cleared' });
    refs.name.current?.focus();
  };

  const describedBy = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

  const announcement =
    status.kind === 'opened'
      ? plainText(t('form.confirmation'))
      : status.kind === 'blocked'
        ? t('form.popupBlocked')
        : status.kind === 'cleared'
          ? t('form.cleared')
          : '';

  return (
    <section aria-labelledby={ids.heading} data-slot="contact-form" className={cn('flex flex-col gap-4', className)}>
      <Heading id={ids.heading} className="text-2xl font-bold">
        {t('form.heading')}
      </Heading>
      <p className="prose-width text-muted-foreground">
        <LangText text={t('form.intro')} />
      </p>

      <form noValidate onSubmit={submit} aria-labelledby={ids.heading} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.name} className="font-semibold">
            {t('form.nameLabel')}
          </label>
          <input
            ref={refs.name}
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={change('name')}
            onBlur={blur('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name && ids.nameError)}
            className={contactFieldVariants()}
          />
          {errors.name && (
            <p id={ids.nameError} className={fieldMessageVariants({ variant: 'destructive' })}>
              <span className="sr-only">{t('form.errorPrefix')} </span>
              {errorText('name', errors.name)}
            </p>
          )}
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.message} className="font-semibold">
            {t('form.messageLabel')}
          </label>
          <p id={ids.messageHint} className={fieldMessageVariants()}>
            {t('form.messageHint', { max: formatNumber(CONTACT_LIMITS.message) })}
          </p>
          <textarea
            ref={refs.message}
            id={ids.message}
            name="message"
            rows={7}
            required
            value={values.message}
            onChange={change('message')}
            onBlur={blur('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(errors.message && ids.messageError, ids.messageHint, ids.counter)}
            className={contactFieldVariants({ size: 'lg' })}
          />
          {errors.message && (
            <p id={ids.messageError} className={fieldMessageVariants({ variant: 'destructive' })}>
              <span className="sr-only">{t('form.errorPrefix')} </span>
              {/* Each error is a sentence with its full stop, shown and read: the hint and the counter
                  follow it in the description ("Write your message. Up to…"), with no hidden "." read " . ". */}
              {errorText('message', errors.message)}
            </p>
          )}
          <p id={ids.counter} data-state={left < 0 ? 'over' : 'within'} className={fieldMessageVariants({ variant: left < 0 ? 'destructive' : 'default' })}>
            {counterText}
          </p>
          <LiveRegion message={counterAnnouncement} />
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={!hydrated} className="whitespace-normal text-left">
            <Icon name="chat" />
            {t('form.submit')}
            <span className="sr-only"> {t('form.newWindow')}</span>
          </Button>
          <Button type="button" variant="ghost" onClick={clear}>
            {t('form.clear')}
          </Button>
        </div>
      </form>

      <LiveRegion message={announcement} visible className="prose-width empty:hidden rounded-md bg-accent-soft px-4 py-3 font-semibold text-foreground" />
      {status.kind === 'blocked' && (
        <p>
          <a
            href={status.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            <Icon name="external" className="size-5" />
            {t('form.popupLink')}
            <span className="sr-only"> {t('form.newWindow')}</span>
          </a>
        </p>
      )}
    </section>
  );
}
