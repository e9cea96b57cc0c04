import { expect, it } from 'vitest';
import { numberFormatFor } from '../../format/useNumberFormat';
import { checkContact } from './contactValidation';

const valid = { name: 'Frieda Koch', email: 'frieda.koch@example.org', subject: '', message: 'Hallo!' };

it('lets a complete message through, the subject may stay empty', () => {
  expect(checkContact(valid)).toEqual({});
});

it('names every empty required field in German', () => {
  expect(checkContact({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
    name: 'Bitte gib deinen Namen ein.',
    email: 'Bitte gib deine E-Mail-Adresse ein.',
    message: 'Bitte gib eine Nachricht ein.',
  });
});

it('refuses line breaks in name and subject (they would end up in a mail header)', () => {
  expect(checkContact({ ...valid, name: 'Frieda\r\nBcc: x@example.org', subject: 'a\nb' })).toEqual({
    name: 'Der Name darf keinen Zeilenumbruch enthalten.',
    subject: 'Der Betreff darf keinen Zeilenumbruch enthalten.',
  });
});

it('refuses over-long fields with the limit in German digits', () => {
  expect(
    checkContact({ ...valid, name: 'N'.repeat(201), subject: 'B'.repeat(151), message: 'm'.repeat(5001) }),
  ).toEqual({
    name: 'Der Name ist zu lang (höchstens 200 Zeichen).',
    subject: 'Der Betreff ist zu lang (höchstens 150 Zeichen).',
    message: 'Die Nachricht ist zu lang (höchstens 5.000 Zeichen).',
  });
  expect(
    checkContact({ ...valid, name: 'N'.repeat(200), subject: 'B'.repeat(150), message: 'm'.repeat(5000) }),
  ).toEqual({});
});

it('refuses an invalid address like the server', () => {
  expect(checkContact({ ...valid, email: 'frieda koch@example.org' }).email).toBe(
    'Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
  );
});

it('writes the limit with the form’s number formatter (the browser’s locale)', () => {
  const valid = { name: 'Käthe', email: 'kaethe@example.org', subject: '', message: 'm'.repeat(5001) };
  expect(checkContact(valid, numberFormatFor('en-US').count).message).toBe(
    'Die Nachricht ist zu lang (höchstens 5,000 Zeichen).',
  );
});
