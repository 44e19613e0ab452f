import { BaseConfig } from './base-config';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('fills defaults and reads the environment into typed values', () => {
    const config = loadConfig(BaseConfig, { PORT: '8123', LOG_LEVEL: 'debug' });
    expect(config.PORT).toBe(8123);
    expect(config.LOG_LEVEL).toBe('debug');
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/strongs');
  });

  it('reads optional settings that have no default', () => {
    expect(loadConfig(BaseConfig, { MEILI_URL: 'http://meili:7700' }).MEILI_URL).toBe('http://meili:7700');
    expect(loadConfig(BaseConfig, {}).MEILI_URL).toBeUndefined();
  });

  it('stops with every problem named', () => {
    expect(() => loadConfig(BaseConfig, { PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig(BaseConfig, { PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /PORT.*LOG_LEVEL|LOG_LEVEL.*PORT/,
    );
  });
});
