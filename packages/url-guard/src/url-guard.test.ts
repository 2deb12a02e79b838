import { describe, it, expect } from '@jest/globals';
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { BlockedUrl } from './blocked-url.error.js';
import { isPublicAddress, UrlGuard, type HostLookup } from './url-guard.js';

// A resolver with fixed answers, so hostnames "resolving" to any range can be pinned without DNS.
const answers: Record<string, string[]> = {
  'public.example': ['93.184.215.14'],
  'intranet.example': ['10.1.2.3'],
  'mixed.example': ['93.184.215.14', '192.168.1.10'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'v6-public.example': ['2606:4700:4700::1111'],
  'v6-ula.example': ['fd12:3456::1'],
  'metadata.example': ['169.254.169.254'],
  'empty.example': [],
};
const lookup: HostLookup = async (host) => {
  if (!(host in answers)) throw new Error(`ENOTFOUND ${host}`);
  return answers[host];
};
const guard = new UrlGuard({ allowPrivate: false, lookup });

const refused = async (url: string, g = guard) => {
  const error = await g.check(url).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BlockedUrl);
  return error as BlockedUrl;
};
const refusal = async (url: string, g = guard) => (await refused(url, g)).message;
const NOT_PUBLIC = 'URL not allowed: it resolves to a private or reserved address';
/** The server-side detail of a refusal: the address a host resolved to and its range. */
const detail = async (url: string, g = guard) => (await refused(url, g)).detail;

describe('SSRF guard: addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd00::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['not-an-address', 'invalid'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('SSRF guard: URLs', () => {
  it('allows http and https to hosts with only public addresses', async () => {
    expect((await guard.check('https://public.example/a?b=1')).hostname).toBe('public.example');
    expect((await guard.check('http://v6-public.example/')).protocol).toBe('http:');
    expect((await guard.check('http://93.184.215.14:8080/')).port).toBe('8080');
  });

  it('refuses schemes other than http and https, and relative or malformed URLs', async () => {
    expect(await refusal('file:///etc/passwd')).toMatch(/Only http and https/);
    expect(await refusal('ftp://public.example/')).toMatch(/Only http and https/);
    expect(await refusal('javascript:alert(1)')).toMatch(/Only http and https/);
    expect(await refusal('/relative/path')).toMatch(/absolute http or https URL/);
  });

  it('refuses hostnames that resolve into private, link-local, unique-local and mapped ranges, naming no address to the client', async () => {
    for (const url of [
      'http://intranet.example/',
      'http://metadata.example/latest/meta-data',
      'http://v6-ula.example/',
      'http://mapped.example/',
    ]) {
      expect(await refusal(url)).toBe(NOT_PUBLIC);
    }
    expect(await detail('http://intranet.example/')).toEqual({
      host: 'intranet.example',
      address: '10.1.2.3',
      range: 'private',
    });
    expect(await detail('http://metadata.example/latest/meta-data')).toMatchObject({
      address: '169.254.169.254',
      range: 'linkLocal',
    });
    expect(await detail('http://v6-ula.example/')).toMatchObject({ range: 'uniqueLocal' });
    expect(await detail('http://mapped.example/')).toMatchObject({ range: 'loopback' });
  });

  it('logs the refused address on the server only', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const logging = new UrlGuard({
      allowPrivate: false,
      lookup,
      log: { warn: (entry) => logged.push(entry) },
    });
    const error = await refused('http://intranet.example/', logging);
    expect(error.message).toBe(NOT_PUBLIC);
    expect(JSON.stringify(error.extensions ?? {})).not.toContain('10.1.2.3');
    expect(logged).toEqual([{ host: 'intranet.example', address: '10.1.2.3', range: 'private' }]);
  });

  it('refuses a host when any one of its addresses is private', async () => {
    expect(await refusal('http://mixed.example/')).toBe(NOT_PUBLIC);
    expect(await detail('http://mixed.example/')).toMatchObject({ address: '192.168.1.10' });
  });

  it('refuses IP literals in every spelling the URL parser accepts', async () => {
    expect(await detail('http://127.0.0.1:3000/')).toMatchObject({ range: 'loopback' });
    expect(await detail('http://2130706433/')).toMatchObject({ address: '127.0.0.1', range: 'loopback' });
    expect(await detail('http://0x7f.1/')).toMatchObject({ range: 'loopback' });
    expect(await detail('http://[::1]/')).toMatchObject({ range: 'loopback' });
    expect(await detail('http://[::ffff:7f00:1]/')).toMatchObject({ range: 'loopback' });
    expect(await detail('http://[::ffff:169.254.169.254]/')).toMatchObject({ range: 'linkLocal' });
  });

  it('refuses hosts that do not resolve', async () => {
    expect(await refusal('http://nowhere.example/')).toMatch(/Cannot resolve host nowhere\.example/);
    expect(await refusal('http://empty.example/')).toMatch(/Cannot resolve host/);
  });

  it('resolves real names through the system resolver: localhost is loopback', async () => {
    expect(await refusal('http://localhost:8080/', new UrlGuard({ allowPrivate: false }))).toBe(NOT_PUBLIC);
  });

  it('with ARCHIVE_ALLOW_PRIVATE allows private hosts but still only http and https', async () => {
    const open = new UrlGuard({ allowPrivate: true, lookup });
    expect((await open.check('http://127.0.0.1:3000/')).hostname).toBe('127.0.0.1');
    expect((await open.check('http://intranet.example/')).hostname).toBe('intranet.example');
    expect(await refusal('file:///etc/passwd', open)).toMatch(/Only http and https/);
  });

  it('lets the worker through for data:, blob: and about: (no network), and names the reason otherwise', async () => {
    expect(await guard.verdict('data:image/png;base64,AAAA')).toBeNull();
    expect(await guard.verdict('about:blank')).toBeNull();
    expect(await guard.verdict('https://public.example/app.js')).toBeNull();
    expect(await guard.verdict('http://intranet.example/x.png')).toBe(NOT_PUBLIC);
    expect(await guard.verdict('ws://public.example/socket')).toMatch(/Only http and https/);
  });
});

describe('SSRF guard: the connection resolves through the guard', () => {
  const connectLookup = (g: UrlGuard, host: string, options: { all?: boolean; family?: number } = {}) =>
    new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
      g.connectLookup(host, options as { all: true }, (error, address, family) =>
        resolve({ error, address, family }),
      ),
    );

  it('hands a connection the addresses it checked, in the shape net.connect asks for', async () => {
    expect(await connectLookup(guard, 'public.example')).toEqual({
      error: null,
      address: '93.184.215.14',
      family: 4,
    });
    expect(await connectLookup(guard, 'v6-public.example', { all: true })).toEqual({
      error: null,
      address: [{ address: '2606:4700:4700::1111', family: 6 }],
      family: undefined,
    });
  });

  it('refuses a host that answers public to the check and private to the connection (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding = new UrlGuard({
      allowPrivate: false,
      lookup: async () => (calls++ === 0 ? ['93.184.215.14'] : ['127.0.0.1']),
    });
    await rebinding.check('http://rebind.example/');
    const { error } = await connectLookup(rebinding, 'rebind.example');
    expect(error).toBeInstanceOf(BlockedUrl);
    expect(error!.message).toBe(NOT_PUBLIC);
  });

  it('with private addresses allowed, resolves like the system resolver', async () => {
    const open = new UrlGuard({ allowPrivate: true });
    const { error, address } = await connectLookup(open, 'localhost', { all: true });
    const expected = await new Promise<LookupAddress[]>((resolve) =>
      systemLookup('localhost', { all: true, verbatim: true }, (_, all) => resolve(all)),
    );
    expect(error).toBeNull();
    expect(address).toEqual(expected);
  });
});
