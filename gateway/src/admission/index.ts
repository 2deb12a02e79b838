export { admissionPlugin, type AdmissionOptions, type SupergraphUpdates } from './admission-plugin.js';
export { loadPersistedDocuments, type PersistedDocuments } from './persisted-documents.js';
export type { TrustedDocumentsPolicy } from './trusted-documents.js';
export { withGatewayEnforcedSecurity } from './security-features.js';
