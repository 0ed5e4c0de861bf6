import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when this window event is dispatched (src/directives/event.ts). */
    'client:event'?: string;
  }
}
