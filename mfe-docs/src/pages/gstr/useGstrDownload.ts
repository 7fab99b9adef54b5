/**
 * The DOWNLOAD button's mutation: a refusal (no plan, bad select) shows under 'Oops!' (002 §8);
 * while the report job runs, `percent` is how far it is (the page's progress bar).
 */
import { useState } from 'react';
import { useApiMutation } from '@exportdesk/portal-kit';
import { downloadGstin, type GstrForm } from './gstrCalls';

export function useGstrDownload() {
  const [percent, setPercent] = useState(0);
  const mutation = useApiMutation((form: GstrForm) => downloadGstin(form, setPercent), {
    errorTitle: 'Oops!',
    successTitle: 'Downloading',
    success: (name) => `${name} downloaded.`,
  });
  return { ...mutation, percent };
}
