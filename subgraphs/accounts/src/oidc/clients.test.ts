import { describe, it, expect } from '@jest/globals';
import { loadConfig } from '@platform/config';
import { clientMetadata, registeredClients } from './clients.js';

describe('registered clients', () => {
  it('registers the development web and terminal clients beside OIDC_CLIENTS, never in production', () => {
    const partner = { client_id: 'partner', redirect_uris: ['https://partner.example/cb'] };
    const development = registeredClients(
      loadConfig({ PORT: '3000', OIDC_CLIENTS: JSON.stringify([partner]) }),
    );
    expect(development.map((client) => client.client_id)).toEqual([
      'platform-web',
      'platform-cli',
      'partner',
    ]);
    expect(development[0]).toMatchObject({
      redirect_uris: ['http://localhost:3000/app/callback'],
      first_party: true,
    });
    expect(development[1]).toMatchObject({
      redirect_uris: ['http://127.0.0.1:8976/callback'],
      first_party: true,
      realms: ['tabs', 'resume', 'cards', 'game'],
    });
    expect(clientMetadata(development[1])).toMatchObject({ token_endpoint_auth_method: 'none' });
    const moved = registeredClients(loadConfig({ LOGIN_CALLBACK_PORT: '9100' }));
    expect(moved[1].redirect_uris).toEqual(['http://127.0.0.1:9100/callback']);
    // An OIDC_CLIENTS entry of the same id replaces the default one.
    const own = { client_id: 'platform-cli', redirect_uris: ['http://127.0.0.1:7000/callback'] };
    const replaced = registeredClients(loadConfig({ OIDC_CLIENTS: JSON.stringify([own]) }));
    expect(replaced.map((client) => client.client_id)).toEqual(['platform-web', 'platform-cli']);
    expect(replaced[1].redirect_uris).toEqual(['http://127.0.0.1:7000/callback']);
    const production = {
      ...loadConfig({ OIDC_CLIENTS: JSON.stringify([partner]) }),
      NODE_ENV: 'production' as const,
    };
    expect(registeredClients(production).map((client) => client.client_id)).toEqual(['partner']);
  });

  it('makes a client without a secret public and one with a secret confidential', () => {
    const [publicClient] = registeredClients(loadConfig({}));
    expect(clientMetadata(publicClient)).toMatchObject({ token_endpoint_auth_method: 'none' });
    const secret = 's'.repeat(40);
    expect(clientMetadata({ ...publicClient, client_id: 'x', client_secret: secret })).toMatchObject({
      token_endpoint_auth_method: 'client_secret_basic',
      client_secret: secret,
    });
  });

  it('refuses an OIDC_CLIENTS that is not a list of clients, naming the variable', () => {
    expect(() => loadConfig({ OIDC_CLIENTS: '[{"client_id":"x"}]' })).toThrow(/OIDC_CLIENTS/);
    expect(() => loadConfig({ OIDC_CLIENTS: 'nope' })).toThrow(/OIDC_CLIENTS is not JSON/);
  });
});
