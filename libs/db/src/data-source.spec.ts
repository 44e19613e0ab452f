import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { dataSourceOptions, parseReadUrls } from './data-source';

const PRIMARY = 'postgres://app@primary:5432/strongs';
const options = (readUrls?: string[]) =>
  dataSourceOptions({ url: PRIMARY, readUrls }) as PostgresConnectionOptions;

describe('the data source options', () => {
  it('use one connection URL and no replication when no read replica is set', () => {
    expect(options().url).toBe(PRIMARY);
    expect(options().replication).toBeUndefined();
    expect(options([]).url).toBe(PRIMARY);
    expect(options([]).replication).toBeUndefined();
  });

  it('send writes to DATABASE_URL and reads to every replica when DATABASE_READ_URLS is set', () => {
    const built = options(['postgres://app@replica-1/strongs', 'postgres://app@replica-2/strongs']);
    expect(built.url).toBeUndefined();
    expect(built.replication).toEqual({
      master: { url: PRIMARY },
      slaves: [{ url: 'postgres://app@replica-1/strongs' }, { url: 'postgres://app@replica-2/strongs' }],
    });
  });

  it('keep the pool settings whichever way they connect', () => {
    expect(options(['postgres://app@replica-1/strongs']).extra).toEqual(options().extra);
  });
});

describe('DATABASE_READ_URLS', () => {
  it('is a comma-separated list whose blanks and spaces are ignored', () => {
    expect(parseReadUrls(undefined)).toEqual([]);
    expect(parseReadUrls('')).toEqual([]);
    expect(parseReadUrls(' postgres://a/x , ,postgres://b/x ')).toEqual(['postgres://a/x', 'postgres://b/x']);
  });
});
