import { PageHeader } from '@exportdesk/portal-kit';
import { ApiDocs } from './ApiDocs';
import { ApiKeyCard } from './ApiKeyCard';
import './api.css';

/** The API key page (/api, 001 §2.8) with the API documentation below it (001 §2.9). */
export default function ApiPage() {
  return (
    <>
      <PageHeader
        title="REST API"
        subtitle="Push orders from your own system or CI pipeline with an API key."
      />
      <div className="ak-layout">
        <ApiKeyCard />
        <ApiDocs />
      </div>
    </>
  );
}
