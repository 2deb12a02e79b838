import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOneOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { BlockedUrl, NOT_PUBLIC_MESSAGE } from './blocked-url.error.js';

/** Every address a host name resolves to (all families), as the OS resolver answers. */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const dnsLookup: HostLookup = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Where a refusal's detail (the host, the address it resolved to, its range) is logged: the server only. */
export interface RefusalLog {
  warn(detail: Record<string, unknown>, message: string): void;
}

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

/** The signature of `lookup` in net.connect / http.request options. */
export type ConnectLookup = (
  hostname: string,
  options: LookupOneOptions | { all: true },
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

export interface UrlGuardOptions {
  /** ARCHIVE_ALLOW_PRIVATE and its siblings: skip the address check (still http/https only). */
  allowPrivate: boolean;
  lookup?: HostLookup;
  /** Gets the detail of every address refusal; the client's message stays generic. */
  log?: RefusalLog;
}

/**
 * The SSRF guard for every server-side fetch of a user-supplied URL: only http and https, and only
 * hosts whose every resolved address is public. `check` answers early with a clear refusal;
 * `resolve` and `connectLookup` are what a connection uses, so the address checked is the address
 * connected to (a host cannot answer a public address to the check and a private one to the
 * connection).
 */
export class UrlGuard {
  private readonly lookup: HostLookup;

  constructor(private readonly options: UrlGuardOptions) {
    this.lookup = options.lookup ?? dnsLookup;
  }

  get allowsPrivate(): boolean {
    return this.options.allowPrivate;
  }

  /** The parsed URL when it may be fetched; throws BlockedUrl with the reason otherwise. */
  async check(raw: string): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new BlockedUrl('url must be an absolute http or https URL', raw);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new BlockedUrl(`Only http and https URLs can be fetched, not ${url.protocol}`, raw);
    if (this.options.allowPrivate) return url;
    await this.resolve(url.hostname, raw);
    return url;
  }

  /**
   * The addresses to connect to for `hostname` (a name or an IP literal, IPv6 with or without
   * brackets), each one checked; throws BlockedUrl when the name does not resolve or any address is
   * not public. With allowPrivate the addresses are returned unchecked.
   */
  async resolve(hostname: string, raw = hostname): Promise<string[]> {
    // WHATWG URL already normalised odd IPv4 forms (2130706433, 0x7f.1) to dotted quads; IPv6 keeps brackets.
    const host = hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: string[];
    try {
      addresses = ipaddr.isValid(host) ? [host] : await this.lookup(host);
    } catch {
      throw new BlockedUrl(`Cannot resolve host ${host}`, raw, true);
    }
    if (addresses.length === 0) throw new BlockedUrl(`Cannot resolve host ${host}`, raw, true);
    if (this.options.allowPrivate) return addresses;
    // Every address, not the first: a host answering with one public and one private address is refused.
    const blocked = addresses.find((address) => !isPublicAddress(address));
    if (blocked !== undefined) {
      const detail = { host, address: blocked, range: addressRange(blocked) };
      this.options.log?.warn(detail, 'outbound URL refused: its host resolves to a non-public address');
      throw new BlockedUrl(NOT_PUBLIC_MESSAGE, raw, false, detail);
    }
    return addresses;
  }

  /**
   * A `lookup` for net.connect, http.request and undici's `connect` options: the connection's own
   * resolution goes through the guard, so what was checked is what is connected to.
   */
  readonly connectLookup: ConnectLookup = (hostname, options, callback) => {
    this.resolve(hostname).then(
      (addresses) => {
        const entries = addresses.map((address) => ({
          address,
          family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4,
        }));
        if ('all' in options && options.all) return callback(null, entries);
        const wanted =
          options.family === 6 || options.family === 4
            ? entries.find((entry) => entry.family === options.family)
            : entries[0];
        if (!wanted)
          return callback(
            Object.assign(new Error(`No IPv${options.family} address for ${hostname}`), {
              code: 'ENOTFOUND',
            }),
            '',
            0,
          );
        return callback(null, wanted.address, wanted.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };

  /** For a browser's request interception: null when allowed, else the reason it is blocked. */
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
