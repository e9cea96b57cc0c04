import { expect, it } from 'vitest';
import { EUR_PER_TREE } from '../../server/core/domain/donations/rules';
import { FAQ } from './faq';
import { DONATION_SPLIT, OPERATOR } from './operator';

it('splits exactly one tree’s 5 € (to the cent)', () => {
  const cents = DONATION_SPLIT.reduce((sum, part) => sum + Math.round(part.euro * 100), 0);
  expect(cents).toBe(EUR_PER_TREE * 100);
});

it('keeps the legal texts’ date a real yyyy-MM-dd date', () => {
  expect(OPERATOR.legalTextsDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Number.isNaN(Date.parse(OPERATOR.legalTextsDate))).toBe(false);
});

it('gives every FAQ answer a unique ASCII anchor, and visible text says CO₂', () => {
  const ids = FAQ.flatMap((group) => group.items.map((item) => item.id));
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  expect(JSON.stringify(FAQ)).not.toMatch(/CO2/);
  expect(FAQ.map((group) => group.title)).toEqual(['Spenden', 'Bäume', 'Konto', 'Datenschutz']);
});
