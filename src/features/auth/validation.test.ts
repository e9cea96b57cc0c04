import { describe, expect, it } from 'vitest';
import { checkEmail, checkNewPassword, readMailLink } from './validation';

describe('auth form checks', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    expect(checkEmail('lena.neumann@beispiel.de')).toBeUndefined();
    expect(checkEmail('')).toBe('Bitte gib deine E-Mail-Adresse ein.');
    expect(checkEmail('lena@beispiel')).toMatch(/gültige/);
    expect(checkEmail('lena beispiel.de')).toMatch(/gültige/);
  });

  it('names what a new password still lacks', () => {
    expect(checkNewPassword('Sicher!2026')).toBeUndefined();
    expect(checkNewPassword('sicher2026')).toBe(
      'Dein Passwort braucht noch einen Großbuchstaben und ein Sonderzeichen.',
    );
    expect(checkNewPassword('Ab1!')).toBe('Dein Passwort braucht noch mindestens 8 Zeichen.');
    expect(checkNewPassword('abc')).toBe(
      'Dein Passwort braucht noch mindestens 8 Zeichen, einen Großbuchstaben, eine Ziffer und ein Sonderzeichen.',
    );
    expect(checkNewPassword('')).toBe('Bitte wähle ein Passwort.');
  });

  it('reads code and username of a mail link, and refuses missing or garbled ones (LinkCorrupt)', () => {
    expect(readMailLink(new URLSearchParams('code=123456&username=lena%40beispiel.de'))).toEqual({
      code: '123456',
      username: 'lena@beispiel.de',
    });
    expect(readMailLink(new URLSearchParams('code=123456'))).toBeNull();
    expect(readMailLink(new URLSearchParams('username=abc'))).toBeNull();
    expect(readMailLink(new URLSearchParams('code=12a456&username=abc'))).toBeNull();
    expect(readMailLink(new URLSearchParams('code={####}&username=abc'))).toBeNull();
    expect(readMailLink(new URLSearchParams('code=123456&username=a b'))).toBeNull();
  });
});
