import { describe, it, expect } from '@jest/globals';
import { BlockedUrl } from '../src/services/blocked-url.error.js';
import { isPublicAddress, UrlGuard, type HostLookup } from '../src/services/url-guard.js';

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

const refusal = async (url: string, g = guard) => {
  const error = await g.check(url).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(BlockedUrl);
  return (error as BlockedUrl).message;
};

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

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
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

  it('refuses hostnames that resolve into private, link-local, unique-local and mapped ranges', async () => {
    expect(await refusal('http://intranet.example/')).toMatch(/intranet\.example: it resolves to a non-public address \(10\.1\.2\.3, private\)/);
    expect(await refusal('http://metadata.example/latest/meta-data')).toMatch(/169\.254\.169\.254, linkLocal/);
    expect(await refusal('http://v6-ula.example/')).toMatch(/uniqueLocal/);
    expect(await refusal('http://mapped.example/')).toMatch(/loopback/);
  });

  it('refuses a host when any one of its addresses is private', async () => {
    expect(await refusal('http://mixed.example/')).toMatch(/192\.168\.1\.10/);
  });

  it('refuses IP literals in every spelling the URL parser accepts', async () => {
    expect(await refusal('http://127.0.0.1:3000/')).toMatch(/loopback/);
    expect(await refusal('http://2130706433/')).toMatch(/127\.0\.0\.1, loopback/);
    expect(await refusal('http://0x7f.1/')).toMatch(/loopback/);
    expect(await refusal('http://[::1]/')).toMatch(/loopback/);
    expect(await refusal('http://[::ffff:7f00:1]/')).toMatch(/loopback/);
    expect(await refusal('http://[::ffff:169.254.169.254]/')).toMatch(/linkLocal/);
  });

  it('refuses hosts that do not resolve', async () => {
    expect(await refusal('http://nowhere.example/')).toMatch(/Cannot resolve host nowhere\.example/);
    expect(await refusal('http://empty.example/')).toMatch(/Cannot resolve host/);
  });

  it('resolves real names through the system resolver: localhost is loopback', async () => {
    expect(await refusal('http://localhost:8080/', new UrlGuard({ allowPrivate: false }))).toMatch(/localhost: it resolves to a non-public address/);
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
    expect(await guard.verdict('http://intranet.example/x.png')).toMatch(/non-public address/);
    expect(await guard.verdict('ws://public.example/socket')).toMatch(/Only http and https/);
  });
});
