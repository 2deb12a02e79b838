import { RealmClientProvider } from '../realm/realm-client.js';
import { Creatures } from './creatures.js';
import { Turf } from './turf.js';
import './game.css';

/**
 * The game's cache: cells are known by their H3 index; the collection is read by offset, each page
 * written where it starts (offset 0 starts the list again).
 */
const gameTypePolicies = {
  Cell: { keyFields: ['h3Index'] },
  Query: {
    fields: {
      myCreatures: {
        keyArgs: false as const,
        merge(existing: unknown[] = [], incoming: unknown[], { args }: { args: { offset?: number } | null }) {
          const offset = args?.offset ?? 0;
          return offset === 0 ? incoming : [...existing.slice(0, offset), ...incoming];
        },
      },
    },
  },
};

/** The location game (game realm): the player's cells on a map, the district's ranking and contracts, crews, creatures caught. */
export function GameScreen() {
  return (
    <div className="game">
      <div className="screen-heading">
        <h1>Turf</h1>
      </div>
      <RealmClientProvider realm="game" typePolicies={gameTypePolicies}>
        <Turf />
        <Creatures />
      </RealmClientProvider>
    </div>
  );
}
