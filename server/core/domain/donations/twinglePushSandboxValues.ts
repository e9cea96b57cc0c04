/** The values the sandbox widget's form carries: euro amounts, IBAN and card numbers; and its transaction ids. */

/** Without spaces, upper case: an IBAN or card number as typed, ready to check. */
export const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** "25", "25,5", "25,50" or "25.50" euros → cents, or null. */
export function parseEuroCents(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.replace(/\s|€/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** ISO 13616 check digits (mod 97 = 1). */
export function ibanValid(iban: string): boolean {
  const value = compact(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = (value.slice(4) + value.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

export function luhnValid(number: string): boolean {
  const digits = compact(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A sandbox transaction id, like Twingle's short uppercase ones. */
export function sandboxTrxId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `SBX${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}
