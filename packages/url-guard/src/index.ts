export { BlockedUrl, NOT_PUBLIC_MESSAGE } from './blocked-url.error.js';
export {
  UrlGuard,
  dnsLookup,
  isPublicAddress,
  type ConnectLookup,
  type HostLookup,
  type RefusalLog,
  type UrlGuardOptions,
} from './url-guard.js';
export {
  guardedGet,
  readCapped,
  ResponseTooLarge,
  type GuardedGetOptions,
  type GuardedResponse,
} from './guarded-get.js';
export {
  GuardedProxy,
  REFUSED_HEADER,
  UPSTREAM_ERROR_HEADER,
  type GuardedProxyOptions,
} from './guarded-proxy.js';
