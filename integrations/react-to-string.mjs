// React islands rendered to a string on the server instead of through React's stream. The stream
// encodes every chunk to bytes for Astro to decode again: with 10,000 university pages that was a
// sixth of the build's CPU time (decision record 023). @astrojs/react has the switch
// (`experimentalDisableStreaming`), but its string renderer drops the island's `identifierPrefix`,
// so `useId` ids would differ from the ones the browser makes when it hydrates (and two islands on
// a page could make the same id). This Vite plugin hands the prefix over; the build fails if the
// line it mends is not there any more (a new @astrojs/react: check whether it is still needed).

const RENDERER = /@astrojs\/react\/dist\/server\.js$/;
const UNPREFIXED = 'html = ReactDOM.renderToString(vnode);';
const PREFIXED = 'html = ReactDOM.renderToString(vnode, { identifierPrefix: renderOptions.identifierPrefix });';

/** @returns {import('vite').Plugin} */
export function reactToStringWithIds() {
  return {
    name: 'react-to-string-with-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!RENDERER.test(id.split('?')[0])) return null;
      if (!code.includes(UNPREFIXED)) {
        throw new Error(`${id}: "${UNPREFIXED}" is gone; see integrations/react-to-string.mjs.`);
      }
      return { code: code.replace(UNPREFIXED, PREFIXED), map: null };
    },
  };
}
