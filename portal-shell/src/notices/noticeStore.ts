import { useSyncExternalStore } from 'react';
import { hasUnreadUpdates, NOTICE_KEYS, type NoticeStore } from '@exportdesk/core';

const CHANGED = 'exportdesk:notice-store';

export function readNoticeStore(): NoticeStore {
  const out: NoticeStore = {};
  for (const k of Object.values(NOTICE_KEYS)) out[k] = localStorage.getItem(k);
  return out;
}

export function writeNoticeStore(values: NoticeStore) {
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null) localStorage.setItem(k, v);
  window.dispatchEvent(new Event(CHANGED));
}

/** "Opening the Updates screen sets noticeReadCount equal to noticeCount." */
export function markUpdatesRead() {
  writeNoticeStore({ [NOTICE_KEYS.readCount]: localStorage.getItem(NOTICE_KEYS.count) ?? '0' });
}

const subscribe = (l: () => void) => {
  window.addEventListener(CHANGED, l);
  window.addEventListener('storage', l);
  return () => {
    window.removeEventListener(CHANGED, l);
    window.removeEventListener('storage', l);
  };
};
export const useUnreadUpdates = () =>
  useSyncExternalStore(subscribe, () => hasUnreadUpdates(readNoticeStore()));
