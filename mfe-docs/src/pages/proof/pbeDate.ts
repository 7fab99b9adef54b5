// Its own file: the list shows the PBE date and the PBE modal edits it, in the same two spellings.
import { formatDateDMY } from '@exportdesk/core';

export const dmy = (ms: number | null) => (ms === null ? '' : formatDateDMY(new Date(ms)));
export const dmyToIso = (s: string) =>
  /^\d{2}-\d{2}-\d{4}$/.test(s) ? s.split('-').reverse().join('-') : '';
