// The Player shape the turf resolvers receive (codegen mapper): its key and geo-safety's @requires fields.
export type { PlayerReference } from '@platform/game-kit';
