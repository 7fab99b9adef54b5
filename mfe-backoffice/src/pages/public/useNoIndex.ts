import { useEffect } from 'react';

/**
 * "marked noindex" (002 §2.15): a `<meta name="robots" content="noindex">` in the head while the
 * page is shown. The shell is one document for every route, so the tag is removed again (or the
 * previous value restored) when the page goes away; other pages stay indexable.
 */
export function useNoIndex() {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = meta?.content ?? null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex';
    const tag = meta;
    return () => {
      if (previous === null) tag.remove();
      else tag.content = previous;
    };
  }, []);
}
