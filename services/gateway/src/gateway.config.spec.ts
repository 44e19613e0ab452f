import { defaultServiceUrl, SERVICE_NAMES, SERVICE_REGISTRY } from '@strongs/contracts';
import { loadConfig } from '@strongs/nest-common';
import { serviceUrls } from './app.module';
import { GatewayConfig } from './gateway.config';

describe("the gateway's service settings, one per registry entry", () => {
  it('finds each service at its default address, or where its variable says', () => {
    const config = loadConfig(GatewayConfig, { LEXICON_URL: 'http://dictionary.internal:8080' });
    expect(serviceUrls(config)).toEqual(
      Object.fromEntries(
        SERVICE_NAMES.map((name) => [
          name,
          name === 'lexicon' ? 'http://dictionary.internal:8080' : defaultServiceUrl(name),
        ]),
      ),
    );
  });

  it('refuses an address that is not a URL, naming its variable', () => {
    for (const name of SERVICE_NAMES) {
      const variable = SERVICE_REGISTRY[name].urlEnv;
      expect(() => loadConfig(GatewayConfig, { [variable]: 'not a url' })).toThrow(`${variable}: `);
    }
  });
});
