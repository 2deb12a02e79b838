import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { BlockedUrl } from './blocked-url.error.js';

/** Every address a host name resolves to (all families), as the OS resolver answers. */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const dnsLookup: HostLookup = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The range of an address as ipaddr.js names it, with IPv4-mapped IPv6 (::ffff:10.0.0.1) judged as
 * the IPv4 address it carries. Only 'unicast' is public: loopback, private, link-local,
 * unique-local, multicast, unspecified, CGNAT, broadcast, reserved, documentation, benchmarking and
 * the IPv6 transition ranges that embed an IPv4 address (NAT64, 6to4, Teredo) are all refused.
 */
function addressRange(address: string): string {
  if (!ipaddr.isValid(address)) return 'invalid';
  return ipaddr.process(address).range();
}

export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';

/** Schemes a page may use without any network request, so there is nothing to guard. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

export interface UrlGuardOptions {
  /** ARCHIVE_ALLOW_PRIVATE: skip the address check (still http/https only). */
  allowPrivate: boolean;
  lookup?: HostLookup;
}

/**
 * The archive's SSRF guard: only http and https, and only hosts whose every resolved address is
 * public. Checked when a capture is requested and again, in the worker, for every request the page
 * makes (redirect hops and subresources included).
 */
export class UrlGuard {
  private readonly lookup: HostLookup;

  constructor(private readonly options: UrlGuardOptions) {
    this.lookup = options.lookup ?? dnsLookup;
  }

  /** The parsed URL when it may be fetched; throws BlockedUrl with the reason otherwise. */
  async check(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BlockedUrl('url must be an absolute http or https URL', raw);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedUrl(`Only http and https pages can be archived, not ${url.protocol}`, raw);
    if (this.options.allowPrivate) return url;
    // WHATWG URL already normalised odd IPv4 forms (2130706433, 0x7f.1) to dotted quads; IPv6 keeps brackets.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    try {
      addresses = ipaddr.isValid(host) ? [host] : await this.lookup(host);
    } catch {
      throw new BlockedUrl(`Cannot resolve host ${host}`, raw, true);
    }
    if (addresses.length === 0) throw new BlockedUrl(`Cannot resolve host ${host}`, raw, true);
    // Every address, not the first: a host answering with one public and one private address is refused.
    const blocked = addresses.find((address) => !isPublicAddress(address));
    if (blocked !== undefined) {
      throw new BlockedUrl(`Refusing to archive ${host}: it resolves to a non-public address (${blocked}, ${addressRange(blocked)})`, raw);
    }
    return url;
  }

  /** For the worker's request interception: null when allowed, else the reason it is blocked. */
  async verdict(raw: string): Promise<string | null> {
    if (LOCAL_SCHEMES.has(raw.slice(0, raw.indexOf(':') + 1))) return null;
    try {
      await this.check(raw);
      return null;
    } catch (error) {
      if (error instanceof BlockedUrl) return error.message;
      throw error;
    }
  }
}
