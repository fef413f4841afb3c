// Our client directives (docs/decisions/040-every-control-live-at-once.md). Both hydrate at the
// first sign that someone is using the island (a press, a touch, focus or a key inside it), and
// keep the first use of each control until the island is live, then carry it out
// (first-use.mjs), so no tap, choice or submit made early is lost:
// - `client:intent` also hydrates once the page has loaded and the browser is idle: for islands in
//   the first screen (the home search box, the forms), whose code then never competes with the
//   page's first paint (docs/decisions/022-account-menu-and-hydration.md).
// - `client:intent-visible` also hydrates when the island comes into view, as `client:visible`
//   does: for islands below the first screen (the university page's reviews), which load nothing
//   before then.
import { fileURLToPath } from 'node:url';

const entry = (file) => fileURLToPath(new URL(file, import.meta.url));

/** @returns {import('astro').AstroIntegration} */
export function intentDirective() {
  return {
    name: 'client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: entry('./intent-directive-client.mjs') });
        addClientDirective({ name: 'intent-visible', entrypoint: entry('./intent-visible-directive-client.mjs') });
      },
    },
  };
}
