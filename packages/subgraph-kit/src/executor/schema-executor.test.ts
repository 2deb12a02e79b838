import { describe, it, expect } from '@jest/globals';
import { buildSchema } from 'graphql';
import { schemaExecutor as localExecutor } from './schema-executor.js';

describe('clipboard local executor', () => {
  const schema = buildSchema('type Query { clip(id: Int!): String }');
  const executor = localExecutor(schema, {} as never);

  it('answers a variable outside its GraphQL type (an Int past 32 bits) as BAD_USER_INPUT, not a 500', async () => {
    // Found by the fuzz suite: GET /clip?id=2147483648 answered 500.
    const result = await executor.execute('query C($id: Int!) { clip(id: $id) }', 'C', { id: 2147483648 }, {
      requestId: '1',
      identity: null,
      internal: false,
    } as never);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
