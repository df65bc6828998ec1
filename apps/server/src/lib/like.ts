/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` in it are plain characters. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
