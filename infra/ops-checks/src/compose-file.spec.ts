import {
  ComposeService,
  dockerImages,
  envExampleKeys,
  isOneShot,
  parseCompose,
  readComposeText,
  SECRETS,
  variablesUsed,
} from './compose-file';

const text = readComposeText();
const compose = parseCompose(text);
const services = Object.entries(compose.services);
const longRunning = services.filter(([, s]) => !isOneShot(s));
const images = dockerImages();
const named = (list: [string, ComposeService][]) => list.map(([name]) => name);

describe('docker-compose.yml', () => {
  it('runs the infrastructure, the one-shot jobs and every process of npm start', () => {
    const processes = images.map((image) => image.name);
    expect(named(services).sort()).toEqual(
      ['postgres', 'redis', 'redis-cache', 'meilisearch', 'mailpit', 'migrate', 'seed', ...processes].sort(),
    );
    expect(named(services.filter(([, s]) => isOneShot(s))).sort()).toEqual(['migrate', 'seed']);
  });

  it('gives every long-running service a health check and none to the one-shot jobs', () => {
    expect(
      named(longRunning.filter(([, s]) => !s.healthcheck?.test?.length || s.healthcheck.disable)),
    ).toEqual([]);
    expect(named(services.filter(([, s]) => isOneShot(s) && !s.healthcheck?.disable))).toEqual([]);
  });

  it('names no container, so that services scale by replicas', () => {
    expect(named(services.filter(([, s]) => s.container_name !== undefined))).toEqual([]);
  });

  it('publishes a host port for the gateway only', () => {
    expect(named(services.filter(([, s]) => (s.ports ?? []).length > 0))).toEqual(['gateway']);
    expect(compose.services.gateway.ports).toEqual(['${GATEWAY_PORT:-3000}:3000']);
  });

  it('documents every ${VAR} it uses in .env.example', () => {
    const documented = envExampleKeys();
    const undocumented = variablesUsed(text).filter((v) => !documented.has(v.name));
    expect(undocumented.map((v) => v.text)).toEqual([]);
  });

  it.each(SECRETS)('takes %s from .env with ${VAR:?message}, never with a default', (secret) => {
    const uses = variablesUsed(text).filter((v) => v.name === secret);
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((v) => v.operator !== ':?').map((v) => v.text)).toEqual([]);
    const literal = services.filter(
      ([, s]) => s.environment?.[secret] !== undefined && !String(s.environment[secret]).startsWith('${'),
    );
    expect(named(literal)).toEqual([]);
  });

  it('waits only for healthy services and successfully completed jobs', () => {
    const problems = services.flatMap(([name, s]) =>
      Object.entries(s.depends_on ?? {}).flatMap(([dependency, { condition }]) => {
        const target = compose.services[dependency];
        if (!target) return [`${name} → ${dependency}: no such service`];
        if (isOneShot(target))
          return condition === 'service_completed_successfully'
            ? []
            : [`${name} → ${dependency}: ${condition}`];
        if (condition !== 'service_healthy') return [`${name} → ${dependency}: ${condition}`];
        return target.healthcheck?.test ? [] : [`${name} → ${dependency}: has no health check`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('starts every Node service only after the migration job', () => {
    const nodeServices = longRunning.filter(([, s]) => s.build);
    expect(nodeServices.length).toBe(images.length);
    const withoutMigration = nodeServices.filter(([name, s]) => name !== 'gateway' && !s.depends_on?.migrate);
    expect(named(withoutMigration)).toEqual([]);
  });

  it('builds each Node service with the same image arguments as npm run docker:build', () => {
    const mismatched = images.filter((image) => {
      const service = compose.services[image.name];
      return (
        service?.image !== image.tag ||
        (service.build?.target ?? 'service') !== image.target ||
        JSON.stringify(service.build?.args) !== JSON.stringify(image.args)
      );
    });
    expect(mismatched.map((image) => image.name)).toEqual([]);
  });

  it('points the gateway at each service by compose name on the port that service listens on', () => {
    const upstreams = Object.entries(compose.services.gateway.environment ?? {}).filter(
      // REDIS_URL counts answers; MEILI_URL only names the engine whose cost rule the gateway applies.
      ([key]) => /^[A-Z]+_URL$/.test(key) && key !== 'REDIS_URL' && key !== 'MEILI_URL',
    );
    expect(upstreams.length).toBe(5);
    const problems = upstreams.flatMap(([key, value]) => {
      const url = new URL(String(value));
      const target = compose.services[url.hostname];
      return target?.environment?.PORT === url.port && target.environment.HOST === '0.0.0.0'
        ? []
        : [`${key}=${value}`];
    });
    expect(problems).toEqual([]);
  });

  it('declares every named volume it mounts, and keeps each store on one', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const mounted = services.flatMap(([, s]) =>
      (s.volumes ?? []).map((v) => v.split(':')[0]).filter((source) => /^[\w-]+$/.test(source)),
    );
    expect([...new Set(mounted)].filter((volume) => !declared.includes(volume))).toEqual([]);
    expect(declared.sort()).toEqual([
      'mail-outbox',
      'meilidata',
      'pgdata',
      'redisdata',
      'static-strongs',
      'uploads',
    ]);
  });

  it('keeps Redis persistent and never evicting queued jobs', () => {
    expect(compose.services.redis.command).toEqual(
      expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']),
    );
  });

  it('keeps the lexicon’s answer cache in a Redis of its own that evicts and is never persisted', () => {
    expect(compose.services['redis-cache'].command).toEqual(
      expect.arrayContaining(['--appendonly', 'no', '--maxmemory-policy', 'allkeys-lru']),
    );
    expect(String(compose.services.lexicon.environment?.CACHE_REDIS_URL)).toMatch(/@redis-cache:6379$/);
  });
});
