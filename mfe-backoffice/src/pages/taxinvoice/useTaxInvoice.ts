/** The page's data: the box, the exporter's profile (signatories) and logo; Generate as a mutation. */
import { isCha, isSuperAdmin, TAX_INVOICE_MSG } from '@exportdesk/core';
import { useApiMutation, useApiQuery, useAuth } from '@exportdesk/portal-kit';
import { downloadInvoicePdf, loadBox, loadLogo, loadProfile } from './taxInvoiceCalls';

export function useTaxInvoice(boxId: string) {
  const { principal } = useAuth();
  const box = useApiQuery(['taxinvoice', 'box', boxId], (s) => loadBox(boxId, s), { enabled: !!boxId });
  // A CHA or the super admin works on someone else's exporter: its profile and logo by IEC.
  const byIec =
    principal && (isCha(principal) || isSuperAdmin(principal))
      ? (box.data?.boxDetails.exporterDetails.ieCode ?? null)
      : null;
  const ready = !!box.data && (!principal || !(isCha(principal) || isSuperAdmin(principal)) || !!byIec);
  const profile = useApiQuery(['taxinvoice', 'profile', byIec], (s) => loadProfile(byIec, s), {
    enabled: ready,
  });
  const logo = useApiQuery(['taxinvoice', 'logo', byIec], (s) => loadLogo(byIec, s), {
    enabled: ready && !!box.data?.hasLogo,
  });
  const generate = useApiMutation(downloadInvoicePdf, {
    errorTitle: 'Oops!',
    successTitle: TAX_INVOICE_MSG.downloading,
    success: () => TAX_INVOICE_MSG.pdfDownloading,
  });
  return { box, profile, logo, generate };
}
