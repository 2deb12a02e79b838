import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * Whom Express believes about the client's address (its `trust proxy` setting): nobody (false), the
 * last N hops of X-Forwarded-For, or the proxies whose addresses fall in a list of IPs and CIDR
 * ranges. Never "everyone": trusting every hop takes the leftmost X-Forwarded-For entry, which the
 * client writes itself, and a client that rotates it escapes every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** The names Express (proxy-addr) accepts for well-known ranges, besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// Dotted quads only: ipaddr.js would also take legacy forms such as "1" or "0x7f.1" for an IPv4 address.
const isAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (prefix === undefined) return isAddress(address);
  if (rest.length || !isAddress(address) || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (ipaddr.IPv4.isValidFourPartDecimal(address) ? 32 : 128);
};

/** `TRUST_PROXY=true` was the old way to say "behind a proxy"; read as one hop, with a warning at start-up. */
export const TRUST_PROXY_TRUE_WARNING =
  "TRUST_PROXY=true is read as TRUST_PROXY=1 (trust one proxy hop): trusting every hop would let a client pick its own address with X-Forwarded-For. Set the hop count or the proxies' CIDR list instead";

export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (entries.length && !bad.length) return entries;
    context.addIssue({
      code: 'custom',
      message: `expected false, a hop count (1-32) or a comma-separated list of proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal); not ${bad.length ? bad.join(', ') : JSON.stringify(value)}`,
    });
    return z.NEVER;
  });
