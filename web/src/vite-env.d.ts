/// <reference types="vite/client" />

/** Set by web/build.mjs: VITE_BUILD_ID or the platform's package version. */
declare const __APP_VERSION__: string;
