/**
 * Build-time settings from the environment (Vite's `VITE_*`), read and validated in one place.
 */
const defaultEnquiryUrl = 'http://localhost:8787/send-email';

/** A full http(s) URL that names its port, e.g. https://api.example.com:443/send-email. */
export function parseEnquiryUrl(raw: string): string {
  if (!/^https?:\/\/[^/?#]+:\d+(\/|$)/.test(raw)) {
    throw new Error(
      `VITE_ENQUIRY_URL must be a full URL with an explicit port, like ${defaultEnquiryUrl}; got "${raw}"`,
    );
  }
  return new URL(raw).href;
}

export const env = {
  enquiryUrl: parseEnquiryUrl(
    (import.meta.env.VITE_ENQUIRY_URL as string | undefined) || defaultEnquiryUrl,
  ),
};
