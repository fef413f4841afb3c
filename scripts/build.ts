// npm run build: builds the site into a fresh folder under builds/ and swaps the `dist` link to
// it in one rename (lib/build-site.ts), so a running server never sees a half-built tree.
import { buildSite } from './lib/build-site.ts';

try {
  await buildSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
