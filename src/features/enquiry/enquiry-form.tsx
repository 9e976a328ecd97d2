import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  enquiryLimits,
  enquiryPatterns,
  enquiryTextFields,
  honeypotField,
  type Enquiry,
  type EnquiryField,
  type EnquiryTextField,
} from '@contract/enquiry';
import { sendEnquiry } from './send-enquiry';
import { useT } from '@/i18n/locale-context';
import { whenPageHydrated } from '@/components/island';
import { useHydrated } from '@/components/use-hydrated';
import {
  checkBlank,
  hasFormat,
  isField,
  normalizeWidth,
  problemOf,
  type FieldProblem,
} from './field-checks';

/** What the visitor has been told: nothing yet, sending, sent, or not sent. */
export type EnquiryStatus = 'idle' | 'sending' | 'success' | 'failure';

const inputs: Record<
  Exclude<EnquiryTextField, 'message'>,
  { type: string; autoComplete: string }
> = {
  name: { type: 'text', autoComplete: 'name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  company: { type: 'text', autoComplete: 'organization' },
  designation: { type: 'text', autoComplete: 'organization-title' },
};

/** The fields with a format besides being filled in (telephone, e-mail). */
const patterns: Partial<Record<EnquiryTextField, string>> = enquiryPatterns;

interface EnquiryFormProps {
  /** How the enquiry leaves the page (the real client unless a test says otherwise). */
  send?: (enquiry: Enquiry) => Promise<void>;
}

/** The form's values as the visitor left them, or null if the consent box is not ticked. */
function enquiryOf(form: HTMLFormElement): Enquiry | null {
  const data = new FormData(form);
  if (!data.has('consent')) return null;
  const text = (name: EnquiryTextField) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  // Object.fromEntries cannot type its result; the keys are exactly the text fields.
  const texts = Object.fromEntries(enquiryTextFields.map((name) => [name, text(name)]));
  return { ...(texts as Record<EnquiryTextField, string>), consent: true };
}

function fieldsOf(form: HTMLFormElement) {
  return [...form.elements].filter(isField);
}

/**
 * The enquiry form. Its fields keep their own values (the app reads them when the form is sent),
 * so whatever the visitor types before the app has loaded is simply there. The browser checks
 * every field before a send, consent included, so `submit` comes only once all are right; the
 * form then puts its own message under each field that is not (in the page's language, where the
 * browser's bubbles speak the browser's) and focuses the first. Before the app has loaded, the
 * browser's own checks and bubbles answer at once; a send made then says at once that it is
 * sending (`aria-busy`, src/boot.ts) and is sent once the app is there.
 */
export function EnquiryForm({ send = sendEnquiry }: EnquiryFormProps) {
  const { t } = useT('enquiryForm');
  const id = useId();
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const [problems, setProblems] = useState<Partial<Record<EnquiryField, FieldProblem>>>({});
  // Formats are checked once the form can say what is wrong (a send made before is held until
  // then, src/boot.ts), and the first response of every page with a form is a little shorter.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const focusTaken = useRef(false);
  const notice = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The outcome is announced by its live region and receives focus, so it is never missed.
    if (status === 'success') notice.current?.focus();
    if (status === 'failure') alert.current?.focus();
  }, [status]);

  useEffect(() => {
    const element = form.current;
    if (!hydrated || !element) return;
    // What was typed before the app loaded is checked as what is typed now, and a send the boot
    // script held (it marked the form busy) is made now, once the app takes input.
    for (const field of fieldsOf(element)) {
      normalizeWidth(field);
      checkBlank(field);
    }
    if (element.getAttribute('aria-busy') !== 'true') return;
    whenPageHydrated(() => {
      element.removeAttribute('aria-busy');
      element.requestSubmit();
    });
  }, [hydrated]);

  const report = (name: string, problem: FieldProblem | null) =>
    setProblems((current) =>
      current[name as EnquiryField] === (problem ?? undefined)
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
    if (problems[field.name as EnquiryField]) report(field.name, problemOf(field.validity));
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
    const enquiry = enquiryOf(element);
    if (!enquiry) {
      report('consent', 'missing');
      return;
    }
    sending.current = true;
    setStatus('sending');
    try {
      await send(enquiry);
      element.reset();
      setStatus('success');
    } catch {
      setStatus('failure');
    } finally {
      sending.current = false;
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const busy = status === 'sending';
  /** The attributes and message of a field the checks found wrong. */
  const problemProps = (name: EnquiryField) =>
    problems[name]
      ? { 'aria-invalid': true, 'aria-describedby': errorId(name) }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined };
  const message = (name: EnquiryField) => {
    const problem = problems[name];
    if (!problem) return null;
    const text =
      problem === 'format' && hasFormat(name) ? t(`errors.${name}Format`) : t(`errors.${name}`);
    return (
      <p id={errorId(name)} className="enquiry-form__error">
        {text}
      </p>
    );
  };

  return (
    <form
      ref={form}
      className="enquiry-form"
      onSubmit={(event) => void submit(event)}
      onInvalidCapture={onInvalid}
      onInputCapture={onEdit}
      onChangeCapture={onEdit}
      onBlurCapture={onEdit}
      onReset={() => setProblems({})}
      aria-busy={busy || undefined}
    >
      <p className="enquiry-form__hint">{t('allRequired')}</p>
      <div className="enquiry-form__grid">
        {enquiryTextFields.map((name) => (
          <div
            key={name}
            className={`enquiry-form__field${name === 'message' ? ' enquiry-form__field--wide' : ''}`}
          >
            <label htmlFor={fieldId(name)}>{t(`fields.${name}`)}</label>
            {name === 'message' ? (
              <textarea
                id={fieldId(name)}
                name={name}
                required
                rows={5}
                maxLength={enquiryLimits[name]}
                {...problemProps(name)}
              />
            ) : (
              <input
                id={fieldId(name)}
                name={name}
                type={inputs[name].type}
                autoComplete={inputs[name].autoComplete}
                required
                maxLength={enquiryLimits[name]}
                pattern={hydrated ? patterns[name] : undefined}
                {...problemProps(name)}
              />
            )}
            {message(name)}
          </div>
        ))}
      </div>
      <div className="enquiry-form__trap" aria-hidden="true">
        <label htmlFor={fieldId(honeypotField)}>{t('honeypot')}</label>
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
        <label htmlFor={fieldId('consent')}>{t('consent')}</label>
      </div>
      {message('consent')}
      <button
        className="button button--primary enquiry-form__submit"
        type="submit"
        disabled={busy}
        onClick={beforeChecks}
      >
        {/* The stylesheet shows the one for the form's state (aria-busy), also before the app. */}
        <span className="enquiry-form__send">{t('submit')}</span>
        <span className="enquiry-form__sending">{t('sending')}</span>
      </button>
      <p
        ref={notice}
        role="status"
        tabIndex={-1}
        className="enquiry-form__message enquiry-form__message--success"
      >
        {status === 'success' ? t('messages.success') : null}
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
