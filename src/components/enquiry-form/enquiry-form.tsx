import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import {
  enquiryLimits,
  enquiryTextFields,
  honeypotField,
  type Enquiry,
  type EnquiryTextField,
} from '@/enquiry/enquiry';
import { sendEnquiry } from '@/enquiry/send-enquiry';
import { useT } from '@/i18n/locale-context';

/** SPEC.md section 4: idle, consent missing, sending, success, failure. */
export type EnquiryStatus = 'idle' | 'consent-missing' | 'sending' | 'success' | 'failure';

type Values = Record<EnquiryTextField, string>;

const emptyValues: Values = {
  name: '',
  phone: '',
  email: '',
  company: '',
  designation: '',
  message: '',
};

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

interface EnquiryFormProps {
  /** How the enquiry leaves the page (the real client unless a test says otherwise). */
  send?: (enquiry: Enquiry) => Promise<void>;
}

export function EnquiryForm({ send = sendEnquiry }: EnquiryFormProps) {
  const { t } = useT('enquiryForm');
  const id = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const [consent, setConsent] = useState(false);
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const sending = useRef(false);
  const trap = useRef<HTMLInputElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The outcome is announced by its live region and receives focus, so it is never missed.
    if (status === 'success') notice.current?.focus();
    if (status === 'failure' || status === 'consent-missing') alert.current?.focus();
  }, [status]);

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setStatus('idle');
    if (trap.current?.value) {
      // Only a bot fills the hidden field: pretend, send nothing.
      setValues(emptyValues);
      setConsent(false);
      setStatus('success');
      return;
    }
    if (!consent) {
      setStatus('consent-missing');
      return;
    }
    sending.current = true;
    setStatus('sending');
    try {
      await send({ ...values, consent });
      setValues(emptyValues);
      setConsent(false);
      setStatus('success');
    } catch {
      setStatus('failure');
    } finally {
      sending.current = false;
    }
  }

  const field = (name: EnquiryTextField) => `${id}-${name}`;
  const update = (name: EnquiryTextField, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const busy = status === 'sending';

  return (
    <form className="enquiry-form" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <p className="enquiry-form__hint">{t('allRequired')}</p>
      <div className="enquiry-form__grid">
        {enquiryTextFields.map((name) => (
          <div
            key={name}
            className={`enquiry-form__field${name === 'message' ? ' enquiry-form__field--wide' : ''}`}
          >
            <label htmlFor={field(name)}>{t(`fields.${name}`)}</label>
            {name === 'message' ? (
              <textarea
                id={field(name)}
                name={name}
                required
                rows={5}
                maxLength={enquiryLimits[name]}
                value={values[name]}
                onChange={(event) => update(name, event.target.value)}
              />
            ) : (
              <input
                id={field(name)}
                name={name}
                type={inputs[name].type}
                autoComplete={inputs[name].autoComplete}
                required
                maxLength={enquiryLimits[name]}
                value={values[name]}
                onChange={(event) => update(name, event.target.value)}
              />
            )}
          </div>
        ))}
      </div>
      <div className="enquiry-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-${honeypotField}`}>{t('honeypot')}</label>
        <input
          ref={trap}
          id={`${id}-${honeypotField}`}
          name={honeypotField}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="enquiry-form__consent">
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={`${id}-consent`}>{t('consent')}</label>
      </div>
      <button className="button button--primary enquiry-form__submit" type="submit" disabled={busy}>
        {busy ? t('sending') : t('submit')}
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
        {status === 'consent-missing' ? t('messages.consentRequired') : null}
      </p>
    </form>
  );
}
