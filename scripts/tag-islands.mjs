/**
 * A Vite plugin for the server build (issue 28 §1): tags each island (`export default function X` in
 * src/islands) as a React component, as Astro's own JSX integrations tag theirs. Astro asks every
 * renderer's `check` which one draws an untagged component, and @astrojs/react answers by rendering it
 * once in full: every island was rendered twice on every view (a stream each). The browser build is
 * left alone.
 * @returns {import('vite').Plugin}
 */
export function tagIslands() {
  const ISLAND = /\/src\/islands\/.+\.tsx$/;
  const DEFAULT_FUNCTION = /^export default function (\w+)/m;
  return {
    name: 'tag-islands',
    apply: 'build',
    transform(code, id) {
      if (this.environment?.config.consumer !== 'server' || !ISLAND.test(id)) return null;
      const name = DEFAULT_FUNCTION.exec(code)?.[1];
      if (!name) return null;
      const tag = `\nimport { __astro_tag_component__ } from 'astro/runtime/server/index.js';\n__astro_tag_component__(${name}, '@astrojs/react');\n`;
      return { code: code + tag, map: null };
    },
  };
}
