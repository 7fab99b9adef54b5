/** The export invoice form's data: load (stored or draft), save, regenerate the PDF. */
import { useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import { downloadInvoice, loadInvoice, saveInvoice } from './exportInvoiceCalls';

export function useExportInvoice(type: 'parcel' | 'docket', id: string) {
  const invoice = useApiQuery(['exportinvoice', type, id], (s) => loadInvoice(type, id, s));
  const save = useApiMutation(saveInvoice, {
    errorTitle: 'Oops!',
    success: (r) => r.message,
    onSuccess: (r) => invoice.setAnswer(() => r),
  });
  const pdf = useApiMutation(downloadInvoice, {
    errorTitle: 'Oops!',
    successTitle: 'Downloading',
    success: () => 'Pdf file is downloading',
  });
  return { invoice, save, pdf };
}
