import type { KeyboardEvent } from 'react';

/**
 * Keyboard of a navigation dropdown, as the WAI-ARIA menu button pattern says: the trigger opens
 * with Enter/Space (first item) or the arrows (↓ first, ↑ last); inside, ↑/↓ move and wrap,
 * Home/End jump, Esc closes and gives focus back to the trigger, Tab closes and moves on.
 */
export type MenuFocus = 'first' | 'last';

const itemsOf = (menu: HTMLElement) => Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]'));

export function focusMenuItem(menu: HTMLElement | null, which: MenuFocus) {
  if (!menu) return;
  const items = itemsOf(menu);
  (which === 'first' ? items[0] : items[items.length - 1])?.focus();
}

/** Keys on the trigger button: returns the item to focus once the menu is open, or null. */
export function triggerKey(e: KeyboardEvent<HTMLElement>): MenuFocus | null {
  if (e.key === 'ArrowDown') return 'first';
  if (e.key === 'ArrowUp') return 'last';
  return null;
}

/** Keys inside the open menu; `close(returnFocus)` shuts it. */
export function menuKey(e: KeyboardEvent<HTMLElement>, close: (returnFocus: boolean) => void) {
  const items = itemsOf(e.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const move = (i: number) => {
    e.preventDefault();
    items[(i + items.length) % items.length]?.focus();
  };
  switch (e.key) {
    case 'ArrowDown':
      return move(at + 1);
    case 'ArrowUp':
      return move(at < 0 ? items.length - 1 : at - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(items.length - 1);
    case 'Escape':
      e.preventDefault();
      e.stopPropagation();
      return close(true);
    case 'Tab':
      return close(false);
    case ' ':
      // Space activates a link item as Enter does (buttons already do).
      if (document.activeElement instanceof HTMLAnchorElement) {
        e.preventDefault();
        document.activeElement.click();
      }
      return;
    default:
      return;
  }
}
