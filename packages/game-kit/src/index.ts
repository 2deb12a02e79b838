/**
 * What the location game's domains share and no other domain needs: the Player as turf and creatures
 * receive it from geo-safety through the graph.
 */
export * from './player-position.js';
