import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment into a typed, validated config object. Unknown variables are ignored;
 * a value that fails validation stops the process at start with every problem listed.
 */
export function loadConfig<T extends object>(
  cls: new () => T,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<keyof T, unknown>> = {},
): T {
  const defaults = new cls() as Record<string, unknown>;
  const raw: Record<string, unknown> = {};
  for (const key of configKeys(cls, defaults)) {
    const value = (overrides as Record<string, unknown>)[key] ?? env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) raw[key] = value;
  const config = plainToInstance(cls, { ...defaults, ...raw }, { enableImplicitConversion: false });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const details = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new ConfigError(`Invalid configuration: ${details.join('; ')}`);
  }
  return config;
}

/** Every setting of the class: those with a default and the optional ones, known by their validators. */
function configKeys(cls: new () => object, defaults: object): Set<string> {
  const validated = getMetadataStorage()
    .getTargetValidationMetadatas(cls, '', true, false)
    .map((m) => m.propertyName);
  return new Set([...Object.keys(defaults), ...validated]);
}
