import { describe, it, expect } from '@jest/globals';
import { loadConfig } from '@platform/config';
import { clientMetadata, registeredClients } from './clients.js';

describe('registered clients', () => {
  it('registers the development web client beside OIDC_CLIENTS, never in production', () => {
    const partner = { client_id: 'partner', redirect_uris: ['https://partner.example/cb'] };
    const development = registeredClients(
      loadConfig({ PORT: '3000', OIDC_CLIENTS: JSON.stringify([partner]) }),
    );
    expect(development.map((client) => client.client_id)).toEqual(['platform-web', 'partner']);
    expect(development[0]).toMatchObject({
      redirect_uris: ['http://localhost:3000/app/callback'],
      first_party: true,
    });
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
