import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Trans } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/link';
import { env } from '@/env';
import { honeypotField, pickEnquiry, type Enquiry } from '@contract/enquiry';
import { EnquiryError, sendEnquiry, type SendEnquiryOptions } from './send-enquiry';
import { newIdempotencyKey } from './idempotency-key';
import { useLocale, useT } from '@/i18n/locale-context';
import { whenPageHydrated } from '@/components/island';
import { useHydrated } from '@/components/use-hydrated';
import { adoptProblems, errorIdOf } from '@/behaviours/form-messages';
import { releaseHeldSubmission } from '@/behaviours/held-submission';
import { privacyPath } from '@/features/privacy/paths';
import { checkBlank, isField, normalizeWidth, problemOf, type FieldProblem } from './field-checks';
import {
  enquiryOf,
  formInputs,
  formPostFields,
  hasPattern,
  type FormInput,
  type InputName,
} from '@contract/enquiry-form';
import { phrases } from '@/i18n/phrases';

/** What the visitor has been told: nothing yet, sending, sent, or not sent. */
export type EnquiryStatus = 'idle' | 'sending' | 'success' | 'failure';

/** What can be wrong: an input, or the consent box. */
type Checked = InputName | 'consent';

interface EnquiryFormProps {
  /** How the enquiry leaves the page (the real client unless a test says otherwise). */
  send?: (enquiry: Enquiry, options: Pick<SendEnquiryOptions, 'idempotencyKey'>) => Promise<void>;
}

function fieldsOf(form: HTMLFormElement) {
  return [...form.elements].filter(isField);
}

/**
 * The enquiry form. Its fields keep their own values (the app reads them when the form is sent),
 * so whatever the visitor types before the app has loaded is simply there. The browser checks
 * every field before a send, consent included, so `submit` comes only once all are right; the
 * form then shows its own message under each field that is not, in the page's language (the
 * browser's bubbles speak the browser's), and focuses the first. The messages are in the page
 * from the start, hidden: before the app has loaded, the boot script shows them
 * (src/behaviours/form-messages.ts), and the app takes over what it showed. A send made then says
 * at once that it is sending (`aria-busy` and a disabled button, src/boot.ts) and is sent once
 * the app is there.
 *
 * Without JavaScript the browser posts the form itself to the enquiry service, with the page's
 * language and address in hidden inputs; the service answers with the thank-you page, or with
 * the form back, values kept, where something needs correcting (server/enquiry/form-post.ts).
 */
export function EnquiryForm({ send = sendEnquiry }: EnquiryFormProps) {
  const { t } = useT('enquiryForm');
  const { locale, localize } = useLocale();
  const { pathname } = useLocation();
  const id = useId();
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const [problems, setProblems] = useState<Partial<Record<Checked, FieldProblem>>>({});
  // Formats are checked once the form can say what is wrong (a send made before is held until
  // then, src/boot.ts), and the first response of every page with a form is a little shorter.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const focusTaken = useRef(false);
  const notice = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  // The enquiry last sent and not taken (its body as sent) and its idempotency key: sent again
  // unchanged, it goes under the same key, so the service takes it once even if an earlier
  // send reached it and only the answer was lost.
  const unsent = useRef<{ body: string; key: string } | null>(null);
  const inputs = formInputs(locale);

  useEffect(() => {
    // The outcome is announced by its live region and receives focus, so it is never missed.
    if (status === 'success') notice.current?.focus();
    if (status === 'failure') alert.current?.focus();
  }, [status]);

  useEffect(() => {
    const element = form.current;
    if (!hydrated || !element) return;
    // What the visitor was told before the app loaded is what the app now shows; what was typed
    // then is checked as what is typed now, and a send the boot script held (it marked the form
    // busy) is made now, once the app takes input.
    setProblems(adoptProblems(element));
    for (const field of fieldsOf(element)) {
      normalizeWidth(field);
      checkBlank(field);
    }
    if (element.getAttribute('aria-busy') !== 'true') return;
    whenPageHydrated(() => {
      // The app's own marks of sending take over from the boot script's as it sends.
      if (releaseHeldSubmission(element)) element.requestSubmit();
    });
  }, [hydrated]);

  const report = (name: string, problem: FieldProblem | null) =>
    setProblems((current) =>
      current[name as Checked] === (problem ?? undefined)
        ? current
        : { ...current, [name]: problem ?? undefined },
    );

  /** A field failed the browser's checks: this form's message instead of the browser's bubble. */
  function onInvalid(event: SyntheticEvent<HTMLFormElement>) {
    const field = event.target;
    if (!isField(field)) return;
    event.preventDefault();
    report(field.name, problemOf(field.validity));
    // The first field that fails in one round of checks takes the focus.
    if (focusTaken.current) return;
    focusTaken.current = true;
    setTimeout(() => {
      focusTaken.current = false;
    });
    field.focus();
  }

  /** A field marked wrong is checked again as the visitor corrects it. */
  function recheck(field: HTMLInputElement | HTMLTextAreaElement) {
    checkBlank(field);
    if (problems[field.name as Checked]) report(field.name, problemOf(field.validity));
  }

  function onEdit(event: SyntheticEvent<HTMLFormElement>) {
    const field = event.target;
    if (!isField(field)) return;
    if (event.type === 'blur') normalizeWidth(field);
    recheck(field);
  }

  /**
   * A press of Send (or Enter, which presses it) comes before the browser's checks. A value made
   * half-width here is checked again too: Enter sends without leaving the field, so no blur has.
   */
  function beforeChecks() {
    if (!form.current) return;
    for (const field of fieldsOf(form.current)) {
      normalizeWidth(field);
      recheck(field);
    }
  }

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    setStatus('idle');
    const trap = element.elements.namedItem(honeypotField);
    if (trap instanceof HTMLInputElement && trap.value) {
      // Only a bot fills the hidden field: pretend, send nothing.
      element.reset();
      setStatus('success');
      return;
    }
    // The browser submits only once the required consent box is ticked; should anything else
    // submit the form, nothing is sent without consent.
    const enquiry = enquiryOf(new FormData(element), locale);
    if (!enquiry) {
      report('consent', 'missing');
      return;
    }
    const body = JSON.stringify(pickEnquiry(enquiry));
    if (unsent.current?.body !== body) unsent.current = { body, key: newIdempotencyKey() };
    const { key } = unsent.current;
    sending.current = true;
    setStatus('sending');
    try {
      await send(enquiry, { idempotencyKey: key });
      unsent.current = null;
      element.reset();
      setStatus('success');
    } catch (error) {
      // Refused as sent, the enquiry was not stored: a retry needs no key of this one.
      if (error instanceof EnquiryError && error.refused) unsent.current = null;
      setStatus('failure');
    } finally {
      sending.current = false;
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const busy = status === 'sending';
  /** The attributes of a field the checks found wrong. */
  const problemProps = (name: Checked) =>
    problems[name]
      ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(fieldId(name)) }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  /**
   * A field's messages, in the page from the start and hidden until a check fails: one for a
   * field left empty and, for a field with a format, one for a value not in it. Before the app
   * runs only the e-mail type checks a format (the patterns come with the app), so the other
   * format messages come with it too, and the page is that much lighter.
   */
  const messages = (name: Checked, type?: FormInput['type']) => {
    const problem = problems[name];
    return (
      <p
        id={errorIdOf(fieldId(name))}
        className="enquiry-form__error"
        hidden={!problem}
        data-problem={problem}
      >
        <span data-for="missing" hidden={problem === 'format'}>
          {phrases(t, `errors.${name}`)}
        </span>
        {hasPattern(name) && (hydrated || type === 'email') ? (
          <span data-for="format" hidden={problem !== 'format'}>
            {phrases(t, `errors.${name}Format`)}
          </span>
        ) : null}
      </p>
    );
  };
  const badge = (required: boolean) =>
    // `required` already tells assistive technology; "optional" it does not say by itself.
    required ? (
      <span className="enquiry-form__badge" aria-hidden="true">
        {phrases(t, 'badges.required')}
      </span>
    ) : (
      <span className="enquiry-form__badge enquiry-form__badge--optional">
        {phrases(t, 'badges.optional')}
      </span>
    );
  const field = (input: FormInput) => {
    const common = {
      id: fieldId(input.name),
      name: input.name,
      required: input.required,
      maxLength: input.maxLength,
      ...problemProps(input.name),
    };
    return input.type === 'textarea' ? (
      <textarea {...common} rows={5} />
    ) : (
      <input
        {...common}
        type={input.type}
        autoComplete={input.autoComplete}
        pattern={hydrated ? input.pattern : undefined}
      />
    );
  };

  return (
    <form
      ref={form}
      className="enquiry-form"
      // Where the browser posts the form itself when JavaScript is off; with it, the app sends.
      action={env.enquiryUrl}
      method="post"
      onSubmit={(event) => void submit(event)}
      onInvalidCapture={onInvalid}
      onInputCapture={onEdit}
      onChangeCapture={onEdit}
      onBlurCapture={onEdit}
      onReset={() => setProblems({})}
      aria-busy={busy || undefined}
    >
      <input type="hidden" name={formPostFields.locale} value={locale} />
      <input type="hidden" name={formPostFields.page} value={pathname} />
      <div className="enquiry-form__grid">
        {inputs.map((input) => (
          <div
            key={input.name}
            className={`enquiry-form__field enquiry-form__field--${input.name}`}
          >
            <label htmlFor={fieldId(input.name)}>
              {phrases(t, `fields.${input.name}`)}
              {badge(input.required)}
            </label>
            {field(input)}
            {messages(input.name, input.type)}
          </div>
        ))}
      </div>
      <div className="enquiry-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(honeypotField)}>{phrases(t, 'honeypot')}</label>
        <input
          id={fieldId(honeypotField)}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="enquiry-form__consent">
        <input
          id={fieldId('consent')}
          name="consent"
          type="checkbox"
          required
          {...problemProps('consent')}
        />
        <label htmlFor={fieldId('consent')}>
          <Trans
            t={t}
            i18nKey="consent"
            components={[
              // A new tab, so that what is typed here stays as it is while the policy is read.
              <Link
                key="policy"
                to={localize(privacyPath).href}
                target="_blank"
                rel="noopener noreferrer"
              />,
            ]}
          />
          {badge(true)}
        </label>
      </div>
      {messages('consent')}
      <button
        className="button button--primary enquiry-form__submit"
        type="submit"
        disabled={busy}
        onClick={beforeChecks}
      >
        {/* The stylesheet shows the one for the form's state (aria-busy), also before the app. */}
        <span className="enquiry-form__send">{phrases(t, 'submit')}</span>
        <span className="enquiry-form__sending">{phrases(t, 'sending')}</span>
      </button>
      <p
        ref={notice}
        role="status"
        tabIndex={-1}
        className="enquiry-form__message enquiry-form__message--success"
      >
        {status === 'success' ? (
          <>
            <span>{phrases(t, 'messages.success')}</span>
            <span className="enquiry-form__next">{phrases(t, 'messages.successNext')}</span>
          </>
        ) : null}
      </p>
      <p
        ref={alert}
        role="alert"
        tabIndex={-1}
        className="enquiry-form__message enquiry-form__message--error"
      >
        {status === 'failure' ? t('messages.failure') : null}
      </p>
    </form>
  );
}
