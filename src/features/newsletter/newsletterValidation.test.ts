import { describe, expect, it } from 'vitest';
import { NEWSLETTER_EMAIL_INVALID, NEWSLETTER_EMAIL_REQUIRED, validateNewsletterEmail } from './newsletterValidation';

describe('validateNewsletterEmail', () => {
  it('asks for an address when the field is empty', () => {
    expect(validateNewsletterEmail('')).toBe(NEWSLETTER_EMAIL_REQUIRED);
    expect(validateNewsletterEmail('   ')).toBe(NEWSLETTER_EMAIL_REQUIRED);
  });

  it.each([
    'lena',
    'lena@',
    'lena@example',
    '@example.org',
    'lena neumann@example.org',
    'lena@example.o',
    'lena@@example.org',
  ])('refuses "%s"', (value) => {
    expect(validateNewsletterEmail(value)).toBe(NEWSLETTER_EMAIL_INVALID);
  });

  it.each(['lena.neumann@example.org', 'jonas+news@mail.example.de', '  mira@example.at  '])(
    'accepts "%s"',
    (value) => {
      expect(validateNewsletterEmail(value)).toBeNull();
    },
  );
});
