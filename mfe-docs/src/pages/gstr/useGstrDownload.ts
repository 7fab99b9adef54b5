/** The DOWNLOAD button's mutation: a refusal (no plan, bad select) shows under 'Oops!' (002 §8). */
import { useApiMutation } from '@exportdesk/portal-kit';
import { downloadGstin, type GstrForm } from './gstrCalls';

export function useGstrDownload() {
  return useApiMutation((form: GstrForm) => downloadGstin(form), {
    errorTitle: 'Oops!',
    successTitle: 'Downloading',
    success: (name) => `${name} downloaded.`,
  });
}
