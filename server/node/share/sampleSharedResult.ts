import { CATALOG_DE_V1 } from '../../core/domain/calculator/catalogDeV1.js';
import { sharedResultOf, type SharedResult } from '../../core/domain/calculator/sharedResult.js';

/** Tests' shared result: no car (−2.5), 2 short-haul flights (+1), vegan (−1.2), under 50 m² (−1.6): 6.9 t, 46 trees. */
export const SAMPLE_SHARED_RESULT: SharedResult = sharedResultOf(CATALOG_DE_V1, {
  'transport-01': 'transport-01-choice-03',
  'transport-02': 'transport-02-choice-02',
  'transport-03': 'transport-03-choice-01',
  'diet-01': 'diet-01-choice-01',
  'diet-04': 'diet-04-choice-01',
  'accommodation-01': 'accommodation-01-choice-01',
})!;
