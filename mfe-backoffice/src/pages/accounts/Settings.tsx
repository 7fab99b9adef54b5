import { useEffect, useState } from 'react';
import {
  FPO_LIST,
  IGST_MODES,
  INVOICE_TERMS,
  firstIssueMessage,
  updateProfileSchema,
  type AuthSignatory,
  type PickupAddress,
} from '@exportdesk/core';
import { Button, FailureAlert, Loading, PageHeader, SelectField, TextField } from '@exportdesk/portal-kit';
import type { ProfileDetails } from './accountCalls';
import { LogoUpload } from './LogoUpload';
import { useProfileDetails } from './useProfileDetails';
import './accounts.css';

const opts = (list: readonly string[]) => list.map((x) => ({ value: x, label: x }));
const NO_ADDRESS: PickupAddress = { line1: '', line2: '', city: '', state: '', pinCode: '' };

/**
 * /settings (issue 14): what the documents print — invoice logo, authorised signatories, invoice
 * terms, IGST payment mode, FPO code — and the pickup address. A CHA loads the same settings of a
 * linked exporter by IE code (checkIeCodeForDataEntry).
 */
export default function Settings() {
  const p = useProfileDetails();
  useEffect(() => {
    document.title = 'Settings · ExportDesk';
  }, []);
  return (
    <div className="acc-page">
      <PageHeader title="Settings" subtitle="What your invoices and documents print." />
      {p.loading && <Loading />}
      {p.failure && <FailureAlert failure={p.failure} onRetry={p.retry} />}
      {p.data && (
        <div className="acc-sections">
          <LogoUpload hasLogo={p.data.hasLogo} />
          <DocumentSettings key={p.updatedAt} details={p.data} save={p.save} saving={p.saving} />
        </div>
      )}
    </div>
  );
}

function DocumentSettings({
  details,
  save,
  saving,
}: {
  details: ProfileDetails;
  save: ReturnType<typeof useProfileDetails>['save'];
  saving: boolean;
}) {
  const [terms, setTerms] = useState(details.invoiceTerms ?? '');
  const [igst, setIgst] = useState(details.igstPayment ?? '');
  const [fpo, setFpo] = useState(details.fpoCode ?? '');
  const [address, setAddress] = useState<PickupAddress>({ ...NO_ADDRESS, ...details.pickupAddress });
  const [signatories, setSignatories] = useState<AuthSignatory[]>(
    details.authSignatory.length ? details.authSignatory : [{ name: '', designation: '' }],
  );
  const [error, setError] = useState<string | null>(null);
  const addr = (k: keyof PickupAddress) => (e: { target: { value: string } }) =>
    setAddress({ ...address, [k]: e.target.value });
  const sign = (i: number, k: keyof AuthSignatory) => (e: { target: { value: string } }) =>
    setSignatories(signatories.map((s, j) => (j === i ? { ...s, [k]: e.target.value } : s)));

  return (
    <form
      className="acc-form ed-card"
      aria-label="Document settings"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = updateProfileSchema.safeParse({
          invoiceTerms: terms || undefined,
          igstPayment: igst || undefined,
          fpoCode: fpo,
          pickupAddress: address,
          authSignatories: signatories.filter((s) => s.name.trim()),
        });
        if (!parsed.success) return setError(firstIssueMessage(parsed.error));
        setError(null);
        void save(parsed.data);
      }}
    >
      <h2>Documents</h2>
      <div className="acc-grid">
        <SelectField
          label="Invoice terms"
          placeholder="Choose…"
          value={terms}
          onChange={(e) => setTerms(e.target.value)}
          options={opts(INVOICE_TERMS)}
        />
        <SelectField
          label="IGST payment"
          placeholder="Choose…"
          value={igst}
          onChange={(e) => setIgst(e.target.value)}
          options={opts(IGST_MODES)}
        />
        <SelectField
          label="Foreign post office (FPO code)"
          placeholder="Choose…"
          value={fpo}
          onChange={(e) => setFpo(e.target.value)}
          options={FPO_LIST.map((f) => ({ value: f.portCode, label: `${f.portCode} — ${f.fpoName}` }))}
        />
      </div>
      <h3>Authorised signatories</h3>
      {signatories.map((s, i) => (
        <div className="acc-signatory" key={i}>
          <TextField label={`Signatory ${i + 1} name`} value={s.name} onChange={sign(i, 'name')} />
          <TextField label="Designation" value={s.designation} onChange={sign(i, 'designation')} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove signatory ${i + 1}`}
            onClick={() => setSignatories(signatories.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      {signatories.length < 5 && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setSignatories([...signatories, { name: '', designation: '' }])}
          >
            Add signatory
          </Button>
        </div>
      )}
      <h3>Pickup address</h3>
      <div className="acc-grid">
        <TextField
          label="Address line 1"
          value={address.line1}
          onChange={addr('line1')}
          autoComplete="address-line1"
        />
        <TextField
          label="Address line 2"
          value={address.line2}
          onChange={addr('line2')}
          autoComplete="address-line2"
        />
        <TextField label="City" value={address.city} onChange={addr('city')} autoComplete="address-level2" />
        <TextField
          label="State"
          value={address.state}
          onChange={addr('state')}
          autoComplete="address-level1"
        />
        <TextField
          label="PIN code"
          value={address.pinCode}
          onChange={addr('pinCode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
        />
      </div>
      {error && (
        <p className="ed-alert ed-alert--error" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={saving}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
