import { Alert } from '@exportdesk/portal-kit';

/** The notice with its three reference documents (001 §2.11, §2.12); DGFT's site publishes them. */
export function MeisNotice() {
  return (
    <Alert kind="info" title="Important notice">
      <span>
        Fill the ITC HS code of each order as per the reference documents before uploading the MEIS Excel:{' '}
        <a href="https://www.dgft.gov.in/CP/?opt=ft-policy" target="_blank" rel="noreferrer">
          Appendix 3B Table 2 (ITC HS code and product serial number)
        </a>
        ,{' '}
        <a href="https://www.dgft.gov.in/CP/?opt=ft-policy" target="_blank" rel="noreferrer">
          Appendix 3B Table 1 (export country serial number)
        </a>{' '}
        and{' '}
        <a href="https://www.dgft.gov.in/CP/?opt=ft-policy" target="_blank" rel="noreferrer">
          Appendix 3C (category of export serial number)
        </a>
        . Shipping bills from 1 January 2021 are claimed under RoDTEP.
      </span>
    </Alert>
  );
}
