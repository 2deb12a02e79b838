/**
 * How the app names itself to the gateway (apollographql-client-name and -version): in the
 * TRUSTED_DOCUMENTS modes a client named `web` may send only the documents of its manifest. The
 * version is VITE_BUILD_ID when the build sets one, else the platform's package version.
 */
export const clientAwareness = { name: 'web', version: __APP_VERSION__ };
