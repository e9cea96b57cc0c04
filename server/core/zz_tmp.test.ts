import { it } from 'vitest';
import { createMockServer } from '../../mocks/executor.js';
import { testClient } from '../../mocks/testClient.js';
it('x', async () => {
  const gql = testClient(createMockServer());
  const r = await gql(`mutation ($c: InputContactData!) { sendContactEmail(contactData: $c) }`, { c: { contactEmail: 'kaputt', emailDoubleCheck: 'kaputt', contactName: 'A', message: 'b' } });
  console.log(JSON.stringify(r, null, 1));
});
