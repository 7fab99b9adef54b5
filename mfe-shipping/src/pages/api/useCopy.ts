import { useCallback, useEffect, useState } from 'react';
import { ORDER_MSG } from '@exportdesk/core';

/** Copies text; the button reads 'Copied to clipboard!' for a while after (001 §4 "API key section"). */
export function useCopy(ms = 4000) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), ms);
    return () => clearTimeout(t);
  }, [copied, ms]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard API (insecure origin, denied permission): the selection-based fallback.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
  }, []);
  return { copied, copy, copiedLabel: ORDER_MSG.copied };
}
