import { describe, expect, it } from 'vitest';
import { env, parseEnquiryUrl } from './env';

describe('VITE_ENQUIRY_URL', () => {
  it('defaults to the local service on port 8787', () => {
    expect(env.enquiryUrl).toBe('http://localhost:8787/send-email');
  });

  it.each(['https://api.example.com:443/send-email', 'http://127.0.0.1:9000/send-email'])(
    'accepts %s',
    (url) => {
      expect(parseEnquiryUrl(url)).toBe(new URL(url).href);
    },
  );

  it.each(['https://api.example.com/send-email', '/send-email', 'ftp://x:21/a', 'localhost:8787'])(
    'refuses %s with a readable message',
    (url) => {
      expect(() => parseEnquiryUrl(url)).toThrow(/explicit port/);
    },
  );
});
