import { describe, expect, it } from 'vitest';
import { CATALOG_DE_V1 } from '../../../server/core/domain/calculator/catalogDeV1';
import { questionsLeft } from './questionsLeft';

describe('questionsLeft', () => {
  it('says up front that the diet answer can add three questions', () => {
    expect(questionsLeft(CATALOG_DE_V1, {})).toEqual({ atLeast: 5, atMost: 8 });
  });

  it('never promises fewer than follow: after „Mischkost“ the count stays within the range given before', () => {
    const before = questionsLeft(CATALOG_DE_V1, { 'transport-01': 'transport-01-choice-01' });
    const after = questionsLeft(CATALOG_DE_V1, {
      'transport-01': 'transport-01-choice-01',
      'diet-01': 'diet-01-choice-03',
    });
    expect(before).toEqual({ atLeast: 4, atMost: 7 });
    expect(after).toEqual({ atLeast: 6, atMost: 6 });
    expect(after.atMost).toBeLessThanOrEqual(before.atMost);
  });

  it('is exact once the open follow-ups can no longer appear', () => {
    expect(questionsLeft(CATALOG_DE_V1, { 'diet-01': 'diet-01-choice-01' })).toEqual({ atLeast: 4, atMost: 4 });
    expect(questionsLeft(CATALOG_DE_V1, { 'diet-01': 'diet-01-choice-02' })).toEqual({ atLeast: 5, atMost: 5 });
  });
});
