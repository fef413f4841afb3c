// The project's own client directives (integrations/intent-directive.mjs), known to astro check.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first press, touch, focus or key inside the island, or when idle after load; keeps the first use. */
    'client:intent'?: boolean;
    /** Hydrate on the first press, touch, focus or key inside the island, or when it comes into view; keeps the first use. */
    'client:intent-visible'?: boolean;
  }
}
export {};
