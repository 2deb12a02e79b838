import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { UsageError } from '../errors.js';

// Which peers federate-import/push and sync may talk to. Clips are private: plain http is allowed only
// to this machine and private networks (home/office LAN, link-local, CGNAT/VPN ranges such as
// Tailscale), where the traffic does not cross the internet; anything else must be https.

const PRIVATE_V4: Array<[number, number]> = [
  [0x7f000000, 8], // 127.0.0.0/8 loopback
  [0x0a000000, 8], // 10.0.0.0/8
  [0xac100000, 12], // 172.16.0.0/12
  [0xc0a80000, 16], // 192.168.0.0/16
  [0xa9fe0000, 16], // 169.254.0.0/16 link-local
  [0x64400000, 10], // 100.64.0.0/10 carrier-grade NAT, used by VPN meshes
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  if (isIP(address) === 4) {
    const n = v4ToInt(address);
    return PRIVATE_V4.some(([base, bits]) => n >>> (32 - bits) === base >>> (32 - bits));
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower); // loopback, unique-local, link-local
  }
  return false;
}

/**
 * The peer URL, checked: http(s) only; http only when every address of the host is loopback or private.
 * A URL without a path gets `defaultPath` (the peer API's /federate_export or /federate_import).
 */
export async function checkPeerUrl(raw: string, defaultPath: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`only http and https peers are supported, not ${url.protocol}`);
  if (url.username || url.password) throw new UsageError('put no credentials in the peer URL');
  if (url.pathname === '/' || url.pathname === '') url.pathname = defaultPath;
  if (url.protocol === 'http:') {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host)
      ? [host]
      : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
    if (addresses.length === 0) throw new UsageError(`cannot resolve ${host}`);
    if (!addresses.every(isPrivateAddress)) {
      throw new UsageError(
        `refusing plain http to ${host} (${addresses.join(', ')}): use https, or a loopback/private-network peer`,
      );
    }
  }
  return url;
}
