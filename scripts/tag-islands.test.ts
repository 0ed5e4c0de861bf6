import { describe, expect, it } from 'vitest';
import { tagIslands } from './tag-islands.mjs';

const ISLAND = '/repo/src/islands/profile/ProfileModal.tsx';
const CODE = 'import { useRef } from "react";\nexport default function ProfileModal() { return null; }\n';
const transform = (consumer: 'server' | 'client', code = CODE, id = ISLAND) =>
  (tagIslands().transform as (this: unknown, code: string, id: string) => { code: string } | null).call({ environment: { config: { consumer } } }, code, id);

describe('tagIslands', () => {
  it("tags a server build's island as React's, after its code", () => {
    const out = transform('server')!.code;
    expect(out.startsWith(CODE)).toBe(true);
    expect(out).toContain("__astro_tag_component__(ProfileModal, '@astrojs/react');");
  });

  it('leaves the browser build, other modules and islands without a default function alone', () => {
    expect(transform('client')).toBeNull();
    expect(transform('server', CODE, '/repo/src/lib/dates.ts')).toBeNull();
    expect(transform('server', 'export function Tabs() { return null; }\n')).toBeNull();
  });
});
