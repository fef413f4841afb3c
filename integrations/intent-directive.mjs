// `client:intent`, a client directive for islands above the fold whose server-rendered markup
// already works without their code (the home page's search form): hydrate on the first sign that
// someone is about to use the island (a press, a touch, focus or a key inside it), or else once the
// page has loaded and the browser is idle. Their code then never competes with the page's first
// paint, and is already on its way when a visitor reaches for the widget
// (docs/decisions/022-account-menu-and-hydration.md). The browser side is intent-directive-client.mjs.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function intentDirective() {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./intent-directive-client.mjs', import.meta.url)) });
      },
    },
  };
}
