/**
 * Foreign post offices (FPO) where postal bills of export are processed (001 §3 "FPO list
 * (portCode, fpoName)", §6 "Customs users … their list is filtered to their own FPO code").
 * A docket belongs to the FPO of its exporter when it is made; an FPO officer sees only the
 * dockets of their own FPO.
 * The list is data to review against CBIC's current notification of foreign post offices for
 * exports; the codes follow the customs location-code form used by the demo officer (INDEL5).
 */
import { USER_TYPE } from '../roles';

export interface ForeignPostOffice {
  portCode: string;
  fpoName: string;
}

export const FPO_LIST: readonly ForeignPostOffice[] = [
  { portCode: 'INDEL5', fpoName: 'Foreign Post Office, New Delhi' },
  { portCode: 'INBOM5', fpoName: 'Foreign Post Office, Mumbai' },
  { portCode: 'INMAA5', fpoName: 'Foreign Post Office, Chennai' },
  { portCode: 'INCCU5', fpoName: 'Foreign Post Office, Kolkata' },
  { portCode: 'INBLR5', fpoName: 'Foreign Post Office, Bengaluru' },
  { portCode: 'INHYD5', fpoName: 'Foreign Post Office, Hyderabad' },
  { portCode: 'INAMD5', fpoName: 'Foreign Post Office, Ahmedabad' },
  { portCode: 'INJAI5', fpoName: 'Foreign Post Office, Jaipur' },
  { portCode: 'INCOK5', fpoName: 'Foreign Post Office, Kochi' },
];

export const isFpoCode = (code: string) => FPO_LIST.some((f) => f.portCode === code);

/** The FPO of a port code (an unlisted code keeps its code as its name); null for none. */
export function fpoOf(code: string | null | undefined): ForeignPostOffice | null {
  if (!code) return null;
  return FPO_LIST.find((f) => f.portCode === code) ?? { portCode: code, fpoName: code };
}

/**
 * The FPO a customs user's lists are narrowed to: an FPO officer (userType 5) or a CBIC user (6)
 * who carries an FPO code. Null = not narrowed (a CBIC user without one, admins, exporters' side).
 * An FPO officer without a code is narrowed to nothing rather than shown every FPO's dockets.
 */
export function customsFpoScope(p: { userType: number; fpo?: string | null }): string | null {
  if (p.userType === USER_TYPE.FPO) return p.fpo?.trim() || '-';
  if (p.userType === USER_TYPE.CBIC) return p.fpo?.trim() || null;
  return null;
}
