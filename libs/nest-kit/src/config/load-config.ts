import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * Reads a config class from the environment: defaults come from the class's initialisers,
 * values are converted to the declared types, and a bad or missing variable stops the boot
 * with a message naming it.
 */
export function loadConfig<T extends object>(
  configClass: new () => T,
  env: Record<string, string | undefined> = process.env,
): T {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(configClass, defined, {
    enableImplicitConversion: true,
    exposeDefaultValues: true,
  });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: true });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
