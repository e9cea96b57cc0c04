const ONES = [
  'null',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const TENS = ['', '', 'zwanzig', 'dreißig', 'vierzig', 'fünfzig', 'sechzig', 'siebzig', 'achtzig', 'neunzig'];

/** 0–999 as one German word, e.g. 234 → „zweihundertvierunddreißig“ (1 → „ein“, as in „einhundert“, „eintausend“). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? `${ONES[hundreds]}hundert` : '';
  if (rest === 0) return words;
  if (rest < 20) return words + ONES[rest];
  const ones = rest % 10;
  return words + (ones > 0 ? `${ONES[ones]}und` : '') + TENS[Math.floor(rest / 10)];
}

/** A whole number up to 999 999 as a German word: 1 → „eins“, 1 234 → „eintausendzweihundertvierunddreißig“. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) throw new RangeError(`numberInWords: ${n}`);
  if (n === 0) return 'null';
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const words = (thousands > 0 ? `${belowThousand(thousands)}tausend` : '') + (rest > 0 ? belowThousand(rest) : '');
  return words.endsWith('ein') ? `${words}s` : words;
}

/**
 * The amount „in Buchstaben“ as the official receipt template asks for it: 1 234,50 → „eintausendzweihundertvierunddreißig
 * Euro und fünfzig Cent“; 300 → „dreihundert Euro“.
 */
export function euroInWords(amount: number): string {
  const cents = Math.round(amount * 100);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${numberInWords(euros)} Euro${rest > 0 ? ` und ${numberInWords(rest)} Cent` : ''}`;
}
