import { describe, expect, it } from 'vitest';
import {
  ABO_YEAR_EXPLAINED,
  aboSentence,
  aboYearTonnes,
  co2Amount,
  footprintShare,
  measuredSentence,
  offsetSentence,
  pledgeSentence,
  pledgeTonnes,
  plotMeasuredText,
  treesPledgeSentence,
} from './claims';
import { findPeriodClaims } from './periodClaims';

const asOf = new Date('2026-11-27T10:00:00Z');

describe('the CO₂ figures', () => {
  it('pledges 0.15 t a tree over its growth, an Abo a year of monthly trees', () => {
    expect(pledgeTonnes(5)).toBe(0.75);
    expect(pledgeTonnes(7)).toBe(1.05);
    expect(aboYearTonnes(7)).toBe(12.6);
  });

  it('states a share of the footprint rounded down, never more than it is', () => {
    expect(footprintShare(12.6, 11.554)).toBe(109);
    expect(footprintShare(5.4, 10.8)).toBe(50);
    expect(footprintShare(1, 0)).toBe(0);
  });

  it('writes tonnes from 1 t and kilograms below, both truncated', () => {
    expect(co2Amount(12.6)).toBe('12,6 t CO₂');
    expect(co2Amount(1.05)).toBe('1,0 t CO₂');
    expect(co2Amount(0.75)).toBe('750 kg CO₂');
    expect(co2Amount(0.15)).toBe('150 kg CO₂');
    expect(co2Amount(0.0449)).toBe('40 kg CO₂');
    expect(co2Amount(1234.5, 'en-US')).toBe('1,234.5 t CO₂');
  });
});

describe('the CO₂ sentences', () => {
  it('give a one-time gift no period', () => {
    expect(pledgeSentence(5)).toBe('Über ihr Wachstum binden sie rund 750 kg CO₂.');
    expect(pledgeSentence(1)).toBe('Über sein Wachstum bindet er rund 150 kg CO₂.');
    expect(treesPledgeSentence(84)).toBe('84 Bäume binden über ihr Wachstum rund 12,6 t CO₂.');
  });

  it('say what a year of Abo plants and how it relates to the footprint', () => {
    expect(aboSentence(7, 11.554)).toBe(
      'Dein Abo pflanzt im Jahr 84 Bäume. Über ihr Wachstum binden sie rund 12,6 t CO₂ – so viel, wie du in einem Jahr verursachst (109\u202f%).',
    );
    expect(aboSentence(3, 10.8)).toBe(
      'Dein Abo pflanzt im Jahr 36 Bäume. Über ihr Wachstum binden sie rund 5,4 t CO₂ – 50\u202f% dessen, was du in einem Jahr verursachst.',
    );
    expect(aboSentence(1, null, { subject: 'Deine Abos' })).toBe(
      'Deine Abos pflanzen im Jahr 12 Bäume. Über ihr Wachstum binden sie rund 1,8 t CO₂.',
    );
  });

  it('name a measurement with its source and date, and say when there is none yet', () => {
    expect(measuredSentence({ treeCount: 13, yearlyTons: 0.31, totalTons: 0.42, since: '2025-03-12', asOf })).toBe(
      'Gemessen von unserem Pflanzpartner Fairventures Worldwide, Stand 27.11.2026: Deine 13 gepflanzten Bäume binden derzeit rund 310 kg CO₂ im Jahr; seit der ersten Pflanzung am 12.03.2025 rund 420 kg CO₂.',
    );
    expect(measuredSentence({ treeCount: 4, yearlyTons: 0, totalTons: 0, since: '2026-10-01', asOf })).toBe(
      'Deine 4 gepflanzten Bäume sind noch nicht gemessen: Unser Pflanzpartner Fairventures Worldwide meldet junge Bäume erst, wenn sie messbar CO₂ binden.',
    );
    // Planted a week ago: a yearly rate, but nothing to speak of bound yet — no „rund 0 kg CO₂“ since planting.
    expect(measuredSentence({ treeCount: 6, yearlyTons: 0.144, totalTons: 0.0028, since: '2026-11-20', asOf })).toBe(
      'Gemessen von unserem Pflanzpartner Fairventures Worldwide, Stand 27.11.2026: Deine 6 gepflanzten Bäume binden derzeit rund 140 kg CO₂ im Jahr.',
    );
    expect(plotMeasuredText(0)).toBe('noch nicht gemessen');
    expect(plotMeasuredText(0.12)).toBe('rund 120 kg CO₂ im Jahr (gemessen)');
  });

  it('pass the period check — every one of them', () => {
    const all = [
      pledgeSentence(5),
      pledgeSentence(1),
      treesPledgeSentence(84),
      aboSentence(7, 11.554),
      aboSentence(3, 10.8),
      offsetSentence(77),
      ABO_YEAR_EXPLAINED,
      measuredSentence({ treeCount: 13, yearlyTons: 0.31, totalTons: 0.42, since: '2025-03-12', asOf }),
      plotMeasuredText(0.12),
    ].join(' ');
    expect(findPeriodClaims(all)).toEqual([]);
  });
});

describe('the period check', () => {
  it('finds the wrong claims main made', () => {
    expect(
      findPeriodClaims(
        '84 Bäume im Jahr; sie binden über ihr Wachstum rund 12,6 t CO₂ pro Jahr. Ein Satz ohne Anspruch.\n13 gepflanzte Bäume · 0,3 t CO₂ binden sie im Jahr\nCO₂ gebunden pro Jahr etwa 750 kg',
      ),
    ).toEqual([
      '84 Bäume im Jahr; sie binden über ihr Wachstum rund 12,6 t CO₂ pro Jahr.',
      '0,3 t CO₂ binden sie im Jahr',
      'CO₂ gebunden pro Jahr etwa 750 kg',
    ]);
  });

  it('lets footprints and the spec’s header label through', () => {
    expect(
      findPeriodClaims(
        'Dein CO₂-Fußabdruck: 11,5 t CO₂ im Jahr.\nDein Abo bindet 12,6 t CO₂ / Jahr\nDeine Abos binden 7,2 t CO₂ / Jahr\nDein 100% Abo bindet 11,5 t CO₂ / Jahr',
      ),
    ).toEqual([]);
  });
});
