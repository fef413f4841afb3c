// The key under which the browser keeps the session (the auth store, src/stores/auth.ts), and the
// one inline script written by hand: on a page for account holders only, it sends a visitor with
// no saved session to log in while the page's head is still being read, before the stylesheet
// and the page's modules (processed scripts are modules, which wait for both). Plain JavaScript
// for every browser; its CSP hash is taken from this very text (integrations/csp.mjs). The address
// it sends to is the one `loginUrlForHere` (src/stores/auth.ts) builds: change the two together.

export const AUTH_STORAGE_KEY = 'auth-storage';

export const EARLY_LOGIN_REDIRECT = `(function () {
  var saved = null;
  try { saved = JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}) || 'null'); } catch (e) {}
  if (!(saved && saved.user)) location.replace('/login?next=' + encodeURIComponent(location.pathname + location.search));
})();`;
