/** Search text for ILIKE: `%`, `_` and `\` typed by a user are text, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
