/**
 * The live socket (000 §4.5; DESIGN "Live events"): socket.io on the API's port, authenticated
 * with the JWT. Events: logout (end this tab's session), data (document ready for a docket),
 * notice, pickup; pages listen to others (the inbox's chat events) with useLiveEvent.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { apiOrigin } from './config';
import { datedFileName, fetchFile, saveBlob } from './api';
import { useAuth } from './auth/AuthContext';
import { useToast } from './ui/Toast';
import { DOCUMENT_CONTRACTS, isSuperAdmin, pathOf } from '@exportdesk/core';

export interface DataEvent {
  success: boolean;
  message: string;
  docketNo?: string;
}

export const SNACKBAR_MS = 5000;
export const ALERT_MS = 3000;
export const NOTICE_EVENT = 'exportdesk:notice';
/** Every `data` event is also re-sent on window under this name (detail: DataEvent), for the page of that docket. */
export const DATA_EVENT = 'exportdesk:data';

/** The Download of the snackbar: the invoices zip, fetched with the session's token. */
export async function downloadInvoicesZip(docketNo: string) {
  const f = await fetchFile(pathOf(DOCUMENT_CONTRACTS.invoicesZip, { docket: docketNo }));
  saveBlob(f.blob, datedFileName(`Invoices_${docketNo}`, 'zip'));
}

/** "a failure shows an alert (3 seconds) with the message and ' for {docket}' appended" */
export const socketFailureText = (e: DataEvent) => `${e.message}${e.docketNo ? ` for ${e.docketNo}` : ''}`;

/**
 * The shell's socket for pages (issue 17: the inbox): portal-kit is one shared module for the
 * shell and every section, so this store is the one socket of the tab. `connected` turns true on
 * every (re)connect, so a page reloads what it may have missed while the socket was down.
 */
export interface LiveState {
  socket: Socket | null;
  connected: boolean;
}
let live: LiveState = { socket: null, connected: false };
const liveWatchers = new Set<() => void>();
function setLive(next: Partial<LiveState>) {
  live = { ...live, ...next };
  liveWatchers.forEach((w) => w());
}
const watchLive = (w: () => void) => {
  liveWatchers.add(w);
  return () => void liveWatchers.delete(w);
};
const liveNow = () => live;

/** The tab's socket and whether it is connected now (re-renders on change). */
export function useLiveState(): LiveState {
  return useSyncExternalStore(watchLive, liveNow, liveNow);
}

/** Runs `handler` for each `event` the socket brings while the page is mounted (follows a new socket). */
export function useLiveEvent<T = unknown>(event: string, handler: (payload: T) => void) {
  const { socket } = useLiveState();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const on = (payload: T) => latest.current(payload);
    socket.on(event, on);
    return () => {
      socket.off(event, on);
    };
  }, [socket, event]);
}

/** Sends an event on the socket if it is connected; answers whether it went. */
export function emitLive(event: string, payload: unknown): boolean {
  if (!live.socket?.connected) return false;
  live.socket.emit(event, payload);
  return true;
}

/** Opens the socket while a session exists; the shell mounts this once. */
export function useLiveSocket() {
  const { token, principal, signOut } = useAuth();
  const toast = useToast();
  const socketRef = useRef<Socket | null>(null);
  const superAdmin = principal ? isSuperAdmin(principal) : false;

  useEffect(() => {
    if (!token) return;
    let socket: Socket | null = null;
    let cancelled = false;
    const listen = (socket: Socket) => {
      socket.on('logout', () => void signOut());
      socket.on('data', (e: DataEvent) => {
        window.dispatchEvent(new CustomEvent<DataEvent>(DATA_EVENT, { detail: e }));
        if (e?.success) {
          // "sets a listen flag carrying the docket number"
          if (e.docketNo) sessionStorage.setItem('listen', e.docketNo);
          toast.show({
            kind: 'success',
            message: e.message,
            duration: SNACKBAR_MS,
            action: e.docketNo
              ? {
                  label: 'Download',
                  onClick: () =>
                    void downloadInvoicesZip(e.docketNo ?? '').catch((err: Error) =>
                      toast.show({ kind: 'error', message: err.message, duration: ALERT_MS }),
                    ),
                }
              : undefined,
          });
        } else {
          toast.show({
            kind: 'error',
            message: socketFailureText(e ?? { success: false, message: 'Error' }),
            duration: ALERT_MS,
          });
        }
      });
      socket.on('notice', () => window.dispatchEvent(new CustomEvent(NOTICE_EVENT)));
      socket.on('pickup', (e: { message?: string; tempSBill?: string }) => {
        // "Super admins get live alerts when an exporter requests a pickup"
        if (superAdmin)
          toast.show({
            kind: 'info',
            title: 'Pickup requested',
            message: e?.message ?? `Temporary shipping bill ${e?.tempSBill ?? ''}`,
            duration: SNACKBAR_MS,
          });
      });
    };
    // socket.io-client loads only once somebody is signed in: visitors never download it
    void import('socket.io-client').then(({ io }) => {
      if (cancelled) return;
      socket = io(apiOrigin(), {
        auth: { token },
        transports: ['websocket', 'polling'],
        reconnectionDelayMax: 10000,
      });
      socketRef.current = socket;
      setLive({ socket, connected: false });
      socket.on('connect', () => setLive({ connected: true }));
      socket.on('disconnect', () => setLive({ connected: false }));
      listen(socket);
    });
    return () => {
      cancelled = true;
      socket?.disconnect();
      socketRef.current = null;
      setLive({ socket: null, connected: false });
    };
  }, [token, superAdmin, signOut, toast]);

  return socketRef;
}
