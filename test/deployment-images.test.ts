import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import {
  root,
  read,
  packageJson,
  interpolate,
  defaults,
  PRODUCT_PORTS,
  parseHaproxy,
  compose,
  gatewayReplicas,
} from './support/compose-file.js';

// The balancer's configuration, the Dockerfile and the interpolation rules the compose tests rely on,
// checked without a container engine (the stack itself: deployment-compose.test.ts).

describe('deploy/loadbalancer/haproxy.cfg', () => {
  const sections = parseHaproxy(read('deploy/loadbalancer/haproxy.cfg'));
  const section = (kind: string, name: string) => sections.find((s) => s.kind === kind && s.name === name);

  it('binds every product port once and spreads it over every gateway replica, checked on /ready', () => {
    const replicaNames = gatewayReplicas.map((replica) => replica.name).sort();
    for (const [product, port] of Object.entries(PRODUCT_PORTS)) {
      const frontends = sections.filter(
        (s) =>
          (s.kind === 'frontend' || s.kind === 'listen') &&
          s.lines.some((line) => new RegExp(`^bind\\s+\\S*:${port}\\b`).test(line)),
      );
      expect({ product, frontends: frontends.length }).toEqual({ product, frontends: 1 });
      const backendName = /^default_backend\s+(\S+)/.exec(
        frontends[0].lines.find((line) => line.startsWith('default_backend')) ?? '',
      )?.[1];
      const backend = section('backend', backendName ?? '');
      expect({ product, backend: backend?.name }).toEqual({ product, backend: backendName });
      const servers = backend!.lines
        .filter((line) => line.startsWith('server '))
        .map((line) => line.split(/\s+/));
      expect(servers.map(([, , address]) => address).sort()).toEqual(
        replicaNames.map((name) => `${name}:${port}`),
      );
      for (const server of servers)
        expect({ product, server: server[1], check: server.includes('check') }).toEqual({
          product,
          server: server[1],
          check: true,
        });
      expect(backend!.lines).toContain('option httpchk');
      expect(backend!.lines).toContain('http-check send meth GET uri /ready');
    }
  });

  it('passes WebSocket upgrades through (HTTP mode with a tunnel timeout)', () => {
    const defaultsSection = section('defaults', '')!;
    expect(defaultsSection.lines).toContain('mode http');
    expect(defaultsSection.lines.some((line) => /^timeout tunnel\s+\d+[smh]?$/.test(line))).toBe(true);
    // http-tunnel would keep a connection on the replica of its first request, upgrade or not.
    expect(
      sections.flatMap((s) => s.lines).filter((line) => /option (http-tunnel|httpclose)/.test(line)),
    ).toEqual([]);
  });

  it('is the file the balancer service mounts', () => {
    const balancer = compose.services.find((service) => /^haproxy:/.test(String(service.raw.image)))!;
    expect(
      (balancer.raw.volumes as string[]).some((volume) =>
        volume.startsWith('./deploy/loadbalancer/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg'),
      ),
    ).toBe(true);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM\s+/m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds on a Node LTS that package.json accepts, and runs as an unprivileged user', () => {
    for (const stage of stages) expect(stage).toMatch(/^node:24-bookworm-slim\b/);
    // engines is a lower bound the image's Node 24 meets; .node-version (what runs outside the image) agrees.
    const floor = /^>=\s*(\d+)\.\d+\.\d+$/.exec(packageJson.engines.node)?.[1];
    expect(Number(floor)).toBeLessThanOrEqual(24);
    expect(read('.node-version').trim()).toBe('24');
    const user = [...runtime.matchAll(/^USER\s+(\S+)/gm)].at(-1)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('copies every workspace and the scripts its install runs, and starts a script package.json defines', () => {
    const copied = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)\s+\S+$/gm)].flatMap((match) =>
      match[1].split(/\s+/),
    );
    for (const workspace of packageJson.workspaces) expect(copied).toContain(workspace.split('/')[0]);
    // postinstall and prepare run at `npm ci`: every file they name must be in the image.
    for (const script of ['postinstall', 'prepare', 'build', 'build:mfm']) {
      for (const path of packageJson.scripts[script].match(/(?:scripts|subgraphs|packages)\/[\w./-]+/g) ??
        []) {
        expect({ script, path, copied: copied.some((dir) => path.startsWith(dir)) }).toEqual({
          script,
          path,
          copied: true,
        });
      }
    }
    expect(packageJson.scripts.prepare).toMatch(/npm run --silent build\b/);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev\b/m);
    const cmd = JSON.parse(/^CMD\s+(\[.*\])$/m.exec(runtime)![1]) as string[];
    expect(cmd.slice(0, 2)).toEqual(['npm', 'start']);
    expect(packageJson.scripts.start).toMatch(/dist\/main\.js/);
  });

  it('installs Chromium in the image the archive service runs', () => {
    expect(runtime).toMatch(/apt-get install[^\n]*\bchromium\b/);
    expect(defaults.CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });
});

describe('compose interpolation (as the test reads docker-compose.yml)', () => {
  const env = { SET: 'value', EMPTY: '', OTHER: 'other' };
  it.each([
    ['plain ${SET} and $SET', 'plain value and value'],
    ['${UNSET:-fallback} ${EMPTY:-fallback} ${EMPTY-kept}', 'fallback fallback '],
    ['${UNSET:-${OTHER}}', 'other'],
    ['${SET:+alt}|${EMPTY:+alt}|${EMPTY+alt}|${UNSET+alt}', 'alt||alt|'],
    ['price $$5 ${UNSET}', 'price $5 '],
  ])('%s', (text, expected) => {
    expect(interpolate(text, env)).toBe(expected);
  });
  it('refuses a required variable that is unset or empty, with its message', () => {
    expect(() => interpolate('${EMPTY:?say why}', env)).toThrow(
      'required variable EMPTY is missing a value: say why',
    );
    expect(() => interpolate('${UNSET?say why}', env)).toThrow(
      'required variable UNSET is missing a value: say why',
    );
    expect(interpolate('${EMPTY?only unset}', env)).toBe('');
  });
});
