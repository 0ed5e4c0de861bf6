import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

describe('import cycles (issue 25: no import cycle between files)', () => {
  it('finds files that import each other, type-only imports and re-exports included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = B;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "export * from './c';\nexport type B = string;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import './a';\nexport const c = 1;\n");
      fs.writeFileSync(path.join(dir, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
      expect(importCycles(dir)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // Parsing every file of src/ takes a few seconds on a loaded machine: not a speed target.
  it('finds none under src/', { timeout: 60_000 }, () => {
    expect(importCycles()).toEqual([]);
  });
});
