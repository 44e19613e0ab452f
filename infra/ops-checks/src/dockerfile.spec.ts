import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { foldersRemovedInImage, missingBuiltEntry } from './build-layout';
import { dockerImages, parseCompose, readComposeText, ROOT } from './compose-file';
import { commandWords, contextSources, readNodeDockerfile, stageChain } from './dockerfile';

const stages = readNodeDockerfile();
const images = dockerImages();
const compose = parseCompose(readComposeText());
const runtimeTargets = [...new Set(images.map((image) => image.target))];
const instructionsOf = (target: string) => stageChain(stages, target).flatMap((s) => s.instructions);

describe('infra/docker/node-service.Dockerfile', () => {
  it('copies only paths that exist in the workspace', () => {
    const sources = stages.flatMap((s) => s.instructions).flatMap((i) => contextSources(i) ?? []);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('compiles with scripts/build.mjs and keeps only production dependencies at run time', () => {
    const runs = stages.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    expect(runs.some((run) => run.includes('node scripts/build.mjs --no-web'))).toBe(true);
    expect(runs.some((run) => /npm (prune|ci) .*--omit=dev/.test(run))).toBe(true);
  });

  it('has a stage for every target that scripts/docker-build.mjs and docker-compose.yml build', () => {
    const composeTargets = Object.values(compose.services).flatMap((s) =>
      s.build?.target ? [s.build.target] : [],
    );
    const names = stages.map((s) => s.name);
    expect([...runtimeTargets, ...composeTargets].filter((t) => !names.includes(t))).toEqual([]);
  });

  it.each(runtimeTargets)('runs the %s target as a non-root user', (target) => {
    const user = instructionsOf(target)
      .filter((i) => i.keyword === 'USER')
      .at(-1)
      ?.args.trim();
    expect(user).toBeDefined();
    expect(['root', '0'].includes(user!.split(':')[0])).toBe(false);
  });

  it.each(runtimeTargets)(
    'gives the %s target a HEALTHCHECK whose script is copied into the image',
    (target) => {
      const instructions = instructionsOf(target);
      const healthcheck = instructions.find((i) => i.keyword === 'HEALTHCHECK');
      expect(healthcheck).toBeDefined();
      const script = /\["node",\s*"([^"]+)"\]/.exec(healthcheck!.args)?.[1];
      expect(script).toBeDefined();
      const copied = instructions.flatMap((i) => (i.keyword === 'COPY' ? [commandWords(i.args).at(-1)] : []));
      expect(copied).toContain(script);
    },
  );

  it('starts dist/${SERVICE_ENTRY}, the entry each image selects by build argument', () => {
    const cmd = instructionsOf('service')
      .filter((i) => i.keyword === 'CMD')
      .at(-1);
    expect(cmd?.args).toContain('dist/${SERVICE_ENTRY}');
    expect(
      instructionsOf('service').some(
        (i) => i.keyword === 'ENV' && i.args.includes('SERVICE_ENTRY=${SERVICE_ENTRY}'),
      ),
    ).toBe(true);
  });

  it('gives every image an entry that scripts/build.mjs emits and the image keeps', () => {
    const removed = foldersRemovedInImage(stages);
    const entries = [
      ...images.map((image) => image.args.SERVICE_ENTRY),
      ...Object.values(compose.services).flatMap((s) =>
        s.build?.args?.SERVICE_ENTRY ? [s.build.args.SERVICE_ENTRY] : [],
      ),
      ...Object.values(compose.services).flatMap((s) =>
        s.command?.[0] === 'node' ? [s.command[1].replace(/^dist\//, '')] : [],
      ),
    ];
    expect(entries.length).toBeGreaterThan(images.length);
    expect(entries.map((entry) => missingBuiltEntry(entry, removed)).filter(Boolean)).toEqual([]);
  });

  it('builds one image per process that npm start runs, tagged strongs/<name>', () => {
    expect(images.map((image) => image.tag)).toEqual(images.map((image) => `strongs/${image.name}`));
    expect(images.map((image) => image.name).sort()).toEqual(
      [
        'search',
        'lexicon',
        'auth',
        'importer',
        'admin',
        'importer-worker',
        'index-worker',
        'admin-bot',
        'gateway',
      ].sort(),
    );
  });
});
