import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { decideNotice, NOTICE_KEYS, NOTICE_MODAL_DELAY_MS, NOTICE_MODAL_TITLE, type Notice } from '@exportdesk/core';
import { Button, get, Modal, NOTICE_EVENT, useToast } from '@exportdesk/portal-kit';
import { readNoticeStore, writeNoticeStore } from './noticeStore';

/** Notices (000 §4.2): fetched on every page except the root path. */
export function NoticeWatcher() {
  const { pathname } = useLocation();
  const toast = useToast();
  const [modal, setModal] = useState<string | null>(null);
  const showing = useRef(false);

  const check = useCallback(async () => {
    if (pathname === '/' || showing.current) return;
    let notice: Notice | undefined;
    try {
      const res = await get<Notice>('notices/current');
      notice = res.success ? res.data : undefined;
    } catch {
      return;
    }
    const d = decideNotice(readNoticeStore(), notice);
    writeNoticeStore(d.write);
    if (d.reload) return window.location.reload();
    if (!d.show || !notice) return;
    showing.current = true;
    toast.show({
      kind: 'info',
      title: 'Notice',
      message: notice.description,
      duration: 0,
      // "Closing the toast sets the read flag to 1."
      onClose: () => {
        writeNoticeStore({ [NOTICE_KEYS.isRead]: '1' });
        showing.current = false;
      },
    });
    const text = notice.description;
    setTimeout(() => setModal(text), NOTICE_MODAL_DELAY_MS);
  }, [pathname, toast]);

  useEffect(() => {
    void check();
  }, [check]);
  useEffect(() => {
    const onLive = () => void check();
    window.addEventListener(NOTICE_EVENT, onLive);
    return () => window.removeEventListener(NOTICE_EVENT, onLive);
  }, [check]);

  return (
    <Modal open={modal !== null} title={NOTICE_MODAL_TITLE} onClose={() => setModal(null)} footer={<Button onClick={() => setModal(null)}>Okay</Button>}>
      <p data-testid="notice-text">{modal}</p>
    </Modal>
  );
}
