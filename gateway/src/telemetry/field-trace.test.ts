import { describe, expect, it } from '@jest/globals';
import { Trace } from '@apollo/usage-reporting-protobuf';
import { buildSchema, parse } from 'graphql';
import { fetchTrace } from './field-trace.js';

const schema = buildSchema(`
  type Query { tabs(limit: Int): [Tab!]!  item(id: ID!): Item }
  interface Item { id: ID! }
  type Tab implements Item { id: ID!  title: String  tags: [String!]!  owner: User }
  type Bookmark implements Item { id: ID!  folder: String }
  type User { name: String }
`);

/** `Type.field` of every node, depth first, with list indexes as `[i]`. */
function shape(node: Trace.INode, prefix = ''): string[] {
  return (node.child ?? []).flatMap((child) => {
    const here = child.responseName
      ? `${prefix}${child.parentType}.${child.originalFieldName || child.responseName}`
      : `${prefix}[${child.index}]`;
    return [here, ...shape(child, `${here} > `)];
  });
}

const startedAt = new Date('2026-01-01T00:00:00.000Z');

describe('fetchTrace', () => {
  it('has one node per resolved field, list items on the way to fields, aliases by their field', () => {
    const trace = fetchTrace({
      schema,
      document: parse('query Q { tabs(limit: 2) { id heading: title tags __typename owner { name } } }'),
      data: {
        tabs: [
          { id: '1', heading: 'one', tags: ['a', 'b'], __typename: 'Tab', owner: null },
          { id: '2', heading: 'two', tags: [], __typename: 'Tab', owner: { name: 'ann' } },
        ],
      },
      startedAt,
      durationNs: 5_000_000,
    });
    expect(shape(trace.root!)).toEqual([
      'Query.tabs',
      'Query.tabs > [0]',
      'Query.tabs > [0] > Tab.id',
      'Query.tabs > [0] > Tab.title',
      'Query.tabs > [0] > Tab.tags',
      'Query.tabs > [0] > Tab.owner',
      'Query.tabs > [1]',
      'Query.tabs > [1] > Tab.id',
      'Query.tabs > [1] > Tab.title',
      'Query.tabs > [1] > Tab.tags',
      'Query.tabs > [1] > Tab.owner',
      'Query.tabs > [1] > Tab.owner > User.name',
    ]);
    const tabs = trace.root!.child![0];
    expect(tabs).toMatchObject({ type: '[Tab!]!', startTime: 0, endTime: 5_000_000 });
    expect(tabs.child![0].child![1]).toMatchObject({ responseName: 'heading', originalFieldName: 'title' });
    // Nested fields: their own time is not measured.
    expect(tabs.child![0].child![0]).toMatchObject({ startTime: 0, endTime: 0 });
    expect(trace.durationNs).toBe(5_000_000);
    expect(Number(trace.startTime!.seconds)).toBe(startedAt.getTime() / 1000);
    // It survives the encoding the gateway decodes it from.
    expect(shape(Trace.decode(Trace.encode(trace).finish()).root!)).toEqual(shape(trace.root!));
  });

  it('places abstract values by __typename and fragments by type condition', () => {
    const trace = fetchTrace({
      schema,
      document: parse(
        'query Q($withFolder: Boolean!) { item(id: "1") { __typename id ... on Tab { title } ... on Bookmark { folder @include(if: $withFolder) } } }',
      ),
      variables: { withFolder: false },
      data: { item: { __typename: 'Bookmark', id: '1' } },
      startedAt,
      durationNs: 1,
    });
    expect(shape(trace.root!)).toEqual(['Query.item', 'Query.item > Bookmark.id']);
  });

  it('counts errors at their path, with the message masked', () => {
    const trace = fetchTrace({
      schema,
      document: parse('{ tabs { id owner { name } } }'),
      data: { tabs: [{ id: '1', owner: null }] },
      errors: [{ message: 'secret detail', path: ['tabs', 0, 'owner'] }, { message: 'whole request' }],
      startedAt,
      durationNs: 1,
    });
    const owner = trace.root!.child![0].child![0].child![1];
    expect(owner.responseName).toBe('owner');
    expect(owner.error!.map((error) => error.message)).toEqual(['<masked>']);
    expect(trace.root!.error).toHaveLength(1);
    expect(Buffer.from(Trace.encode(trace).finish()).toString('latin1')).not.toContain('secret');
  });
});
