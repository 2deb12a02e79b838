import { openStore, type Store } from '../store/store.js';

/** What every lazily loaded command module exports. Arguments arrive as commander parsed them. */
export interface CommandModule {
  run(args: any[], options: any, commandName: string): Promise<void> | void;
}

/** Opens the store for one command and always closes it, so WAL is checkpointed on exit. */
export async function withStore<T>(fn: (store: Store) => T | Promise<T>): Promise<T> {
  const store = openStore();
  try {
    return await fn(store);
  } finally {
    store.close();
  }
}
