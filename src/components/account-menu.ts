// The header's account menu, on the static markup of SiteHeader.astro and without React: the
// visitor's links until the auth store has a user, then 'Account' (its name includes the username)
// opening Profile, Saved Reviews, Moderation (moderators only) and Logout (confirmed in a native
// <dialog>, then home). Escape or a click outside closes the menu; Escape returns focus to the button.
import { $auth, logoutAndLeave, startAuth } from '#stores/auth.ts';
import { $moderator } from '#stores/moderator.ts';

function part<T extends Element = HTMLElement>(root: Element, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The account menu's markup has no ${selector}`);
  return element;
}

export function startAccountMenu(root: HTMLElement) {
  const visitor = part(root, '[data-visitor]');
  const member = part(root, '[data-member]');
  const button = part<HTMLButtonElement>(root, '[data-menu-button]');
  const menu = part(root, '#account-menu');
  const moderatorItem = part(root, '[data-moderator]');
  const dialog = part<HTMLDialogElement>(root, '[data-logout-dialog]');
  const confirm = part<HTMLButtonElement>(dialog, '[data-confirm]');
  let leaving = false;

  const isOpen = () => !menu.hidden;
  function setOpen(open: boolean) {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  }

  button.addEventListener('click', () => setOpen(!isOpen()));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener('mousedown', (event) => {
    if (isOpen() && !member.contains(event.target as Node)) setOpen(false);
  });
  // Tabbing out of the menu closes it, so it never hangs open over the page behind the focus.
  member.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !member.contains(next)) setOpen(false);
  });

  part(root, '[data-logout]').addEventListener('click', () => {
    setOpen(false);
    dialog.showModal();
    confirm.focus();
  });
  part(dialog, '[data-cancel]').addEventListener('click', () => dialog.close());
  // Escape, Cancel, or the browser closing it: back to the button that opened the menu.
  dialog.addEventListener('close', () => {
    if (!leaving) button.focus();
  });
  confirm.addEventListener('click', () => {
    if (leaving) return;
    leaving = true;
    confirm.setAttribute('aria-disabled', 'true');
    void logoutAndLeave('/');
  });

  $auth.subscribe(({ user }) => {
    // The hidden side keeps its width (visibility, not display), so the header does not move.
    visitor.classList.toggle('invisible', Boolean(user));
    member.classList.toggle('invisible', !user);
    for (const name of root.querySelectorAll('[data-username]')) name.textContent = user?.username ?? '';
    if (!user) setOpen(false);
  });
  // Subscribing starts the store's follow of the login (asked once per session, never for a visitor).
  $moderator.subscribe((moderator) => {
    moderatorItem.hidden = !moderator;
  });
  startAuth();
}
