// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '@/site';
import { readConfig } from '../../server/enquiry/config';

describe('the enquiry service’s automatic reply', () => {
  // The service may not import the site's code (docs/decisions/0006), so it spells the brand
  // itself: this keeps the two the same.
  it('names the site’s brand unless ENQUIRY_BRAND says otherwise', () => {
    expect(readConfig({}).autoReply.brand).toBe(site.brand);
  });
});
