import { RealmClientProvider } from '../realm/realm-client.js';
import { Turf } from './turf.js';
import './game.css';

/** Cell keys for the game's cache: cells are known by their H3 index. */
const gameTypePolicies = { Cell: { keyFields: ['h3Index'] } };

/** The location game (game realm): the player's cells on a map, the district's ranking, crews. */
export function GameScreen() {
  return (
    <div className="game">
      <div className="screen-heading">
        <h1>Turf</h1>
      </div>
      <RealmClientProvider realm="game" typePolicies={gameTypePolicies}>
        <Turf />
      </RealmClientProvider>
    </div>
  );
}
