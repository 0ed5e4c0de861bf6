/**
 * `client:event="name"`: hydrates an island only when `name` is dispatched on window, so a modal
 * ships no JavaScript until someone opens it. The event is dispatched again after hydration so the
 * island can react to the first one.
 */
import type { ClientDirective } from 'astro';

const directive: ClientDirective = (load, options) => {
  const name = String(options.value);
  window.addEventListener(
    name,
    async () => {
      const hydrate = await load();
      await hydrate();
      window.dispatchEvent(new Event(`${name}:ready`));
    },
    { once: true },
  );
};

export default directive;
