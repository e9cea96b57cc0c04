import { expect, it } from 'vitest';
import { euroInWords, numberInWords } from './amountInWords.js';

it('writes amounts in German words as the official template asks', () => {
  expect(numberInWords(1)).toBe('eins');
  expect(numberInWords(21)).toBe('einundzwanzig');
  expect(numberInWords(101)).toBe('einhunderteins');
  expect(numberInWords(316)).toBe('dreihundertsechzehn');
  expect(numberInWords(1000)).toBe('eintausend');
  expect(numberInWords(99_999)).toBe('neunundneunzigtausendneunhundertneunundneunzig');
  expect(euroInWords(300)).toBe('dreihundert Euro');
  expect(euroInWords(1234.5)).toBe('eintausendzweihundertvierunddreißig Euro und fünfzig Cent');
  expect(euroInWords(19.99)).toBe('neunzehn Euro und neunundneunzig Cent');
  expect(euroInWords(100_000)).toBe('einhunderttausend Euro');
  expect(() => numberInWords(1_000_000)).toThrow(RangeError);
});
