import { LocalEventBus } from '@platform/pubsub';
import { LIBRARY_CHANGED_TOPIC } from '@platform/subgraph-kit';
import { tabsIdentity, type RequestContext } from '@platform/auth';
import { announcingMutations } from './library-changes.js';

/** A bus whose publish rejects, as when Redis is down or a subscriber fails. */
function failingBus(reported: string[]): LocalEventBus {
  const bus = new LocalEventBus(
    () => undefined,
    (topic) => reported.push(topic),
  );
  bus.subscribe(LIBRARY_CHANGED_TOPIC, () => {
    throw new Error('event bus down');
  });
  return bus;
}

const context = {
  identity: tabsIdentity({ userId: 7, tokenId: 't', plan: 'free', devices: 1, deviceBlocked: false }),
} as unknown as RequestContext;
type Mutation = (source: unknown, args: unknown, context: RequestContext, info: unknown) => Promise<unknown>;

describe('announcingMutations', () => {
  it('answers a committed write with its result when its change event cannot be published', async () => {
    const reported: string[] = [];
    let writes = 0;
    const mutations = announcingMutations<Record<string, Mutation>>(
      {
        createTab: async () => {
          writes += 1;
          return { id: 1 };
        },
      },
      failingBus(reported),
    );
    await expect(mutations.createTab!({}, {}, context, {})).resolves.toEqual({ id: 1 });
    expect(writes).toBe(1);
    expect(reported).toEqual([LIBRARY_CHANGED_TOPIC]);
  });

  it("still answers the write's own error, and announces", async () => {
    const reported: string[] = [];
    const mutations = announcingMutations<Record<string, Mutation>>(
      {
        deleteTab: async () => {
          throw new Error('Tab not found');
        },
      },
      failingBus(reported),
    );
    await expect(mutations.deleteTab!({}, {}, context, {})).rejects.toThrow('Tab not found');
    expect(reported).toEqual([LIBRARY_CHANGED_TOPIC]);
  });
});
