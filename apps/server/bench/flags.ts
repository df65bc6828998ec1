import { parseArgs, type ParseArgsConfig } from 'node:util';

/**
 * A bench's flags read with parseArgs; a flag it does not know, or one missing its value,
 * prints the error and the bench's usage and exits 2.
 */
export function readFlags<const T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ReturnType<typeof parseArgs<T>>['values'] {
  try {
    return parseArgs(config).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}
