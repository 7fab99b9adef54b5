import { useNavigate, useParams } from 'react-router-dom';
import { canUploadProof, docketParamSchema, isSuperAdmin, PROOF_TYPES, LABELLED } from '@exportdesk/core';
import {
  Alert,
  Button,
  FailureAlert,
  Loading,
  PageHeader,
  useApiQuery,
  useAuth,
} from '@exportdesk/portal-kit';
import { AdditionalRow } from './AdditionalRow';
import { Breadcrumbs, EXPORT_PROOF_DOCS, HOME, MANAGE_DOCS, MY_PBE } from './Breadcrumbs';
import { docketStatus, type DocketStatus } from './proofCalls';
import { ProofRow } from './ProofRow';
import './proof.css';

/**
 * Proof of export documents (/proofOfExport/{docket}; 001 §2.5, §5, §7): rows PBE, RBI, Export
 * Invoice, Postal Receipts (several png, jpeg or pdf files each) and Additional Documents, each with
 * a chooser, Upload and View. Upload only for roles core's `canUploadProof` allows.
 */
export default function ProofOfExport() {
  const { principal } = useAuth();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const parsed = docketParamSchema.safeParse({ docket: raw }, LABELLED);
  const docket = parsed.success ? parsed.data.docket : null;
  const docketQuery = useApiQuery(['docket-status', docket], (signal) => docketStatus(docket ?? '', signal), {
    enabled: docket !== null,
    keepPrevious: true,
  });
  const status: DocketStatus | null = docketQuery.data ?? null;

  if (!principal) return null;
  const superAdmin = isSuperAdmin(principal);
  const back = () => navigate(superAdmin ? '/pbe' : '/exportProof/1');
  const upload = canUploadProof(principal);

  return (
    <>
      <Breadcrumbs
        items={
          superAdmin
            ? [HOME, MANAGE_DOCS, MY_PBE, { label: docket ?? raw }]
            : [HOME, EXPORT_PROOF_DOCS, { label: docket ?? raw }]
        }
      />
      <PageHeader
        title="Proof of Export"
        subtitle={
          docket ? (
            <>
              Docket <strong>{docket}</strong> · png, jpeg or pdf, up to 1 MB each
            </>
          ) : undefined
        }
        actions={
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
        }
      />
      {!docket ? (
        <Alert kind="error">{parsed.error ? parsed.error.issues[0]?.message : 'Docket not found.'}</Alert>
      ) : docketQuery.failure ? (
        <FailureAlert failure={docketQuery.failure} onRetry={docketQuery.retry} />
      ) : !status ? (
        <Loading />
      ) : (
        <div className="proof-rows">
          {PROOF_TYPES.map((t) => (
            <ProofRow key={t} docket={docket} type={t} canUpload={upload} />
          ))}
          <AdditionalRow
            docket={docket}
            status={status}
            canUpload={status.actions.includes('upload-additional')}
            onChanged={docketQuery.retry}
          />
        </div>
      )}
    </>
  );
}
