import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  decideNotice,
  NOTICE_KEYS,
  NOTICE_MODAL_DELAY_MS,
  NOTICE_MODAL_TITLE,
  CONTENT_CONTRACTS,
} from '@exportdesk/core';
import {
  Button,
  callContract,
  Modal,
  NOTICE_EVENT,
  useApiMutation,
  useApiQuery,
  useAuth,
  useToast,
} from '@exportdesk/portal-kit';
import { readNoticeStore, writeNoticeStore } from './noticeStore';

/** Notices (000 §4.2): fetched on every page except the root path, and again when one is published live. */
export function NoticeWatcher() {
  const { pathname } = useLocation();
  const toast = useToast();
  const [modal, setModal] = useState<string | null>(null);
  const { principal } = useAuth();
  // 'Okay' acknowledges the notice for this user on the server, so no browser of theirs shows it again (issue 18).
  const shown = useRef<string | null>(null);
  const acknowledge = useApiMutation(
    (id: string) => callContract(CONTENT_CONTRACTS.acknowledgeNotice, { params: { id } }),
    { show: 'silent' },
  );
  const okay = () => {
    setModal(null);
    writeNoticeStore({ [NOTICE_KEYS.isRead]: '1' });
    if (principal && shown.current) void acknowledge.run(shown.current);
  };
  const showing = useRef(false);
  // A failed or refused fetch shows nothing (no toast): the notice waits for the next page.
  const current = useApiQuery(
    ['notices/current', pathname],
    (signal) => callContract(CONTENT_CONTRACTS.currentNotice, {}, signal),
    { enabled: pathname !== '/' },
  );
  const reload = useRef(current.retry);
  reload.current = current.retry;

  // Once per fresh answer; a page visited before first shows its held answer while it reloads: wait for the new one.
  const decided = useRef(0);
  const fresh =
    current.updatedAt && !current.fetching && current.updatedAt !== decided.current ? current.updatedAt : 0;
  useEffect(() => {
    if (!fresh || showing.current) return;
    decided.current = fresh;
    const notice = current.data;
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
    shown.current = notice._id;
    setTimeout(() => setModal(text), NOTICE_MODAL_DELAY_MS);
  }, [fresh]); // once per answer

  useEffect(() => {
    if (pathname === '/') return;
    const onLive = () => void reload.current();
    window.addEventListener(NOTICE_EVENT, onLive);
    return () => window.removeEventListener(NOTICE_EVENT, onLive);
  }, [pathname]);

  return (
    <Modal
      open={modal !== null}
      title={NOTICE_MODAL_TITLE}
      onClose={() => setModal(null)}
      footer={<Button onClick={okay}>Okay</Button>}
    >
      <p data-testid="notice-text">{modal}</p>
    </Modal>
  );
}
