import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

// The repository's own config, imported (a JS module without types) rather than searched for by ESLint.
const configModule: string = '../eslint.config.js';
const { default: config } = (await import(configModule)) as { default: Linter.Config[] };
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

/** The boundary messages ESLint reports for `code` placed at `path` (the file need not exist). */
async function crossings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages
    .filter((message) => message.ruleId === 'platform/boundaries')
    .map((message) => message.message);
}

describe('lint: domain boundaries', () => {
  it('fails a subgraph importing another subgraph, by workspace name or by relative path', async () => {
    expect(
      await crossings(
        'subgraphs/turf/src/services/x.ts',
        "import { CREATURE_CAPTURED_TOPIC } from '@platform/subgraph-creatures/events';\n",
      ),
    ).toEqual([expect.stringContaining('the turf subgraph imports the creatures subgraph')]);
    expect(
      await crossings(
        'subgraphs/hunter/src/x.ts',
        "export { modelClientFor } from '../../profiles/src/domain.js';\n",
      ),
    ).toEqual([expect.stringContaining('the hunter subgraph imports the profiles subgraph')]);
    expect(
      await crossings(
        'subgraphs/hunter/src/x.ts',
        "const profiles = await import('@platform/subgraph-profiles');\nexport { profiles };\n",
      ),
    ).toHaveLength(1);
  });

  it('fails a subgraph importing the REST adapters or the gateway', async () => {
    expect(
      await crossings(
        'subgraphs/library/src/x.ts',
        "import { createRestRouter } from '../../../rest-adapters/core/rest-router.js';\nimport { x } from '@platform/gateway';\nexport { createRestRouter, x };\n",
      ),
    ).toHaveLength(2);
  });

  it('fails a package importing a subgraph or an adapter', async () => {
    expect(
      await crossings(
        'packages/errors/src/x.ts',
        "import type { PlayerPosition } from '@platform/subgraph-geo-safety';\nimport { cardsApi } from '@platform/rest-adapters/cards';\nexport type { PlayerPosition };\nexport { cardsApi };\n",
      ),
    ).toHaveLength(2);
  });

  it("fails a REST adapter importing a subgraph's source, not its generated documents", async () => {
    expect(
      await crossings(
        'rest-adapters/cards/routes/x.ts',
        "import { CATALOG_CSV_COLUMNS } from '@platform/subgraph-catalog';\nexport { CATALOG_CSV_COLUMNS };\n",
      ),
    ).toHaveLength(1);
    expect(
      await crossings(
        'rest-adapters/cards/routes/x.ts',
        "import { QueryCardsArgsSchema } from '@platform/subgraph-catalog/validation';\nexport { QueryCardsArgsSchema };\n",
      ),
    ).toEqual([]);
  });

  it("fails a REST adapter importing the gateway's source, and passes its product-host entry", async () => {
    expect(
      await crossings(
        'rest-adapters/tabs/server/x.ts',
        "import type { ProductServer } from '../../../gateway/src/product-server.js';\nimport { requestIdOf } from '@platform/gateway/src/request-context.js';\nexport type { ProductServer };\nexport { requestIdOf };\n",
      ),
    ).toEqual([
      expect.stringContaining("a REST adapter imports the gateway's source"),
      expect.stringContaining('import @platform/gateway/product-host'),
    ]);
    expect(
      await crossings(
        'rest-adapters/products.ts',
        "import type { ProductServer } from '@platform/gateway/product-host';\nexport type { ProductServer };\n",
      ),
    ).toEqual([]);
  });

  it("passes the tab API's server mounting the accounts provider through its entry, and nothing else", async () => {
    const mount =
      "import { mountOidcProvider } from '@platform/subgraph-accounts/oidc';\nexport { mountOidcProvider };\n";
    expect(await crossings('rest-adapters/tabs/server/x.ts', mount)).toEqual([]);
    expect(await crossings('rest-adapters/cards/server/x.ts', mount)).toHaveLength(1);
    expect(
      await crossings(
        'rest-adapters/tabs/server/x.ts',
        "import { mountOidcProvider } from '../../../subgraphs/accounts/src/oidc/index.js';\nexport { mountOidcProvider };\n",
      ),
    ).toHaveLength(1);
  });

  it('passes imports within a domain, of packages, and the clipboard host composing its adapter', async () => {
    expect(
      await crossings(
        'subgraphs/turf/src/services/x.ts',
        "import { SPAWN_RATE_CHANGED_TOPIC } from '@platform/game-events';\nimport { x } from '../domain.js';\nimport { z } from 'zod';\nexport { SPAWN_RATE_CHANGED_TOPIC, x, z };\n",
      ),
    ).toEqual([]);
    expect(
      await crossings(
        'subgraphs/clipboard/src/http/x.ts',
        "import { clipboardApi } from '@platform/rest-adapters/clipboard';\nexport { clipboardApi };\n",
      ),
    ).toEqual([]);
    expect(
      await crossings(
        'subgraphs/clipboard/src/store/x.ts',
        "import { clipboardApi } from '@platform/rest-adapters/clipboard';\nexport { clipboardApi };\n",
      ),
    ).toHaveLength(1);
  });

  it("fails a subgraph's test importing another subgraph's test helpers or source", async () => {
    expect(
      await crossings(
        'subgraphs/trading/test/x.test.ts',
        "import { startCards } from '../../catalog/test/cards-harness.js';\nexport { startCards };\n",
      ),
    ).toEqual([expect.stringContaining('the trading subgraph imports the catalog subgraph')]);
    expect(
      await crossings(
        'subgraphs/creatures/src/rules/x.test.ts',
        "import { Positions } from '../../../turf/test/turf-harness.js';\nexport { Positions };\n",
      ),
    ).toHaveLength(1);
    expect(
      await crossings(
        'subgraphs/creatures/test/x.test.ts',
        "import { TestPositions } from '@platform/game-kit/testing';\nimport { TestClock } from '@platform/test-kit';\nimport { x } from '../src/domain.js';\nexport { TestPositions, TestClock, x };\n",
      ),
    ).toEqual([]);
  });

  it('fails a suite in test/ composing several domains unless CROSS_DOMAIN_SUITES lists it', async () => {
    const composing =
      "import { createTradingDomain } from '@platform/subgraph-trading';\nimport { createCollectionDomain } from '../subgraphs/collection/src/domain.js';\nexport { createTradingDomain, createCollectionDomain };\n";
    expect(await crossings('test/x.test.ts', composing)).toEqual([
      expect.stringContaining('composes the trading, collection subgraphs'),
    ]);
    expect(await crossings('test/support/cards-domains.ts', composing)).toEqual([]);
    expect(
      await crossings(
        'test/x.e2e.test.ts',
        "import type { FingerprintInput } from '@platform/subgraph-creatures';\nimport { QueryCardsArgsSchema } from '@platform/subgraph-catalog/validation';\nimport { PARK } from '../subgraphs/turf/test/x.js';\nexport type { FingerprintInput };\nexport { QueryCardsArgsSchema, PARK };\n",
      ),
    ).toEqual([]);
  });
});
