/**
 * When to fetch a section's code before its page is opened (issue 18: the landing page fetches
 * none). Hovering or focusing a link to a section's page (a menu entry, a tile) loads that section;
 * a signed-in user, who will open section pages next, gets every section once the browser is idle.
 * A visitor gets no idle prefetch: their pages are the shell's own.
 */
import { useEffect } from 'react';
import { findPortalRoute, SECTION_REMOTE } from '@exportdesk/core';
import { useAuth } from '@exportdesk/portal-kit';
import { ensureSection, startSections } from './sections';

/** The section (container name) serving a same-origin link's path, if any. */
export function sectionOfHref(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  const route = findPortalRoute(url.pathname);
  return route && route.section !== 'shell' ? SECTION_REMOTE[route.section] : undefined;
}

function onIntent(e: Event) {
  const link = (e.target as Element | null)?.closest?.('a[href]');
  const name = link && sectionOfHref(link.getAttribute('href') ?? '');
  if (name) void ensureSection(name);
}

const whenIdle = (fn: () => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(fn, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const t = setTimeout(fn, 1500);
  return () => clearTimeout(t);
};

export function SectionPrefetch() {
  const { principal } = useAuth();
  useEffect(() => {
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, []);
  useEffect(() => (principal ? whenIdle(() => void startSections()) : undefined), [principal]);
  return null;
}
