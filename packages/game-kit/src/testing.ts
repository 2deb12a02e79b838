/** What the game domains' tests share (not loaded by the running game). */
export * from './test-positions.js';
