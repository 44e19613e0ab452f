import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './compose-file';

export const NODE_DOCKERFILE = 'infra/docker/node-service.Dockerfile';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

/** Splits a Dockerfile into stages of instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args };
    if (instruction.keyword === 'FROM') {
      const [base, , name] = args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      stages.push({ name: name ?? String(stages.length), base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

export const readNodeDockerfile = (): Stage[] =>
  parseDockerfile(readFileSync(join(ROOT, NODE_DOCKERFILE), 'utf8'));

/** The stages an image built with `--target` is made of, from its first base to the target itself. */
export function stageChain(stages: Stage[], target: string): Stage[] {
  const stage = stages.find((s) => s.name === target);
  if (!stage) throw new Error(`No stage named ${target}`);
  const parent = stages.find((s) => s.name === stage.base);
  return parent ? [...stageChain(stages, parent.name), stage] : [stage];
}

/** A command in exec form (JSON array) or shell form, as words. */
export function commandWords(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return trimmed.split(/\s+/);
}

/** COPY/ADD sources taken from the build context (null for `--from=` copies between stages). */
export function contextSources(instruction: Instruction): string[] | null {
  if (instruction.keyword !== 'COPY' && instruction.keyword !== 'ADD') return null;
  const words = commandWords(instruction.args);
  if (words.some((w) => w.startsWith('--from='))) return null;
  const paths = words.filter((w) => !w.startsWith('--'));
  return paths.slice(0, -1);
}
