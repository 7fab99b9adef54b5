import { Link } from 'react-router-dom';
import { BULK_MSG, USER_TYPE } from '@exportdesk/core';
import { Alert, PageHeader, useAuth } from '@exportdesk/portal-kit';

/**
 * Raw Data Upload (/rawdata; 001 §2.10): "a custom agent gets 'This feature is under development.'".
 * Ours for everyone else: raw order data goes in through the REST API (the order-saving call) or
 * as a marketplace report on the bulk upload page — one gate for orders, no second raw format.
 */
export default function RawData() {
  const { principal } = useAuth();
  if (!principal) return null;
  return (
    <>
      <PageHeader title="Raw Data Upload" />
      {principal.userType === USER_TYPE.CUSTOM_AGENT ? (
        <Alert kind="warning">{BULK_MSG.rawDataCustomAgent}</Alert>
      ) : (
        <div className="ed-card ed-stack">
          <p>
            Raw order data goes in through the REST API (your orders as JSON with your API key), or as an
            Amazon, eBay or Shopify order report on the bulk upload page.
          </p>
          <p>
            <Link className="ed-btn ed-btn--primary" to="/api">
              Open the REST API page
            </Link>{' '}
            <Link className="ed-btn ed-btn--secondary" to="/bulkupload">
              Bulk upload
            </Link>
          </p>
        </div>
      )}
    </>
  );
}
