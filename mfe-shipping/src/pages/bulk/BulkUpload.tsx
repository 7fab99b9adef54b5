import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BULK_MSG, isCha, USER_TYPE } from '@exportdesk/core';
import { Alert, PageHeader, Tabs, useAuth } from '@exportdesk/portal-kit';
import { ExcelUpload } from './ExcelUpload';
import { MarketplaceImport } from './MarketplaceImport';
import './bulk.css';

type Tab = 'excel' | 'raw';

/** Bulk upload (/bulkupload, 001 §2.10): Excel upload, and raw data upload (refused to custom agents). */
export default function BulkUpload() {
  const { principal } = useAuth();
  const [tab, setTab] = useState<Tab>('excel');
  if (!principal) return null;
  return (
    <>
      <PageHeader
        title="Bulk Upload"
        subtitle="Upload up to 5000 items at once; every row is checked before anything is saved."
      />
      <div className="bu-tabs">
        <Tabs<Tab>
          label="Upload method"
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'excel', label: 'Bulk Upload Data Using Excel' },
            { value: 'raw', label: 'Raw Data Upload' },
          ]}
        />
      </div>
      <div role="tabpanel" aria-label={tab === 'excel' ? 'Bulk Upload Data Using Excel' : 'Raw Data Upload'}>
        {tab === 'excel' ? (
          <>
            <ExcelUpload principal={principal} />
            {/* "Amazon and eBay upload sections show only for non-CHA users" (001 §2.10); the API checks India Post. */}
            {!isCha(principal) && <MarketplaceImport />}
          </>
        ) : principal.userType === USER_TYPE.CUSTOM_AGENT ? (
          <Alert kind="warning">{BULK_MSG.rawDataCustomAgent}</Alert>
        ) : (
          <div className="ed-card">
            <p>
              Raw order data goes in through the REST API: send your orders as JSON with your API key, from a
              script or a CI pipeline.
            </p>
            <Link className="ed-btn ed-btn--primary" to="/api">
              Open the REST API page
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
