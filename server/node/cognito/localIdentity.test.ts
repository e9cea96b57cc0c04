import { describe, expect, it } from 'vitest';
import { localMailLine } from './localIdentity.js';

describe('the console line of a local mail', () => {
  it('prints the link the Lambda would send, in German', () => {
    expect(localMailLine('http://127.0.0.1:5173', { kind: 'signUp', email: 'lena@example.org', code: '123456' })).toBe(
      'Bestätigungslink für lena@example.org: http://127.0.0.1:5173/willkommen?code=123456&username=lena%40example.org',
    );
    expect(localMailLine('http://127.0.0.1:5173', { kind: 'resetPassword', email: 'a@b.de', code: '1' })).toMatch(
      /^Link zum Zurücksetzen des Passworts für a@b\.de: http:\/\/127\.0\.0\.1:5173\/passwort-zuruecksetzen\?code=1&/,
    );
    expect(localMailLine('http://x', { kind: 'verifyEmail', email: 'neu@b.de', code: '2' })).toBe(
      'Link zur Bestätigung der neuen E-Mail-Adresse für neu@b.de: http://x/email-ueberpruefen?code=2&username=neu%40b.de',
    );
  });
});
