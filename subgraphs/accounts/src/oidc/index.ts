export { mountOidcProvider, type MountedProvider } from './mount.js';
export { realmAudience, realmOfAudience } from './realm-token.js';
