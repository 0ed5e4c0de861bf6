/**
 * Import cycles between the .ts/.tsx files under src/ (issue 25, "Measured when done": no import
 * cycle), found with the TypeScript parser. Counts static imports and re-exports, type-only ones
 * too (as madge does); `import()` is left out, as a lazy load cannot be half-initialised.
 * Usage: `tsx scripts/import-cycles.ts` prints each strongly connected group and exits 1 if any.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(import.meta.dirname, '../src');

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('~/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && fs.existsSync(f));
}

/** The files under src/ that `file` imports statically. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((s): s is ts.ImportDeclaration | ts.ExportDeclaration => ts.isImportDeclaration(s) || ts.isExportDeclaration(s))
    .map((s) => s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) ? resolve(file, s.moduleSpecifier.text) : undefined)
    .filter((f): f is string => f !== undefined);
}

/** Every group of files that import each other (Tarjan's strongly connected components of more than one file). */
export function importCycles(root = SRC): string[][] {
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$/.test(f)).map((f) => path.join(root, f));
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      group.push(path.relative(root, w));
      if (w === v) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return groups;
}

if (process.argv[1] === import.meta.filename) {
  const groups = importCycles();
  for (const g of groups) console.log(g.join(' ↔ '));
  process.exitCode = groups.length ? 1 : 0;
}
