import { expect, it } from 'vitest';
import { stripTypename } from './stripTypename';

it('removes __typename at every depth and keeps everything else', () => {
  const input = {
    __typename: 'User',
    firstName: 'Mira',
    address: { __typename: 'Address', zip: '8010' },
    answers: [{ __typename: 'CatalogAnswer', choiceId: 'diet-01-choice-03' }],
    birthdate: null,
  };
  expect(stripTypename(input)).toEqual({
    firstName: 'Mira',
    address: { zip: '8010' },
    answers: [{ choiceId: 'diet-01-choice-03' }],
    birthdate: null,
  });
});
