import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  documentSettingsFormSchema,
  FPO_LIST,
  IGST_MODES,
  INVOICE_TERMS,
  type PickupAddress,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  firstFormError,
  FormSelectField,
  FormTextField,
  Loading,
  PageHeader,
  SchemaForm,
  useSchemaForm,
} from '@exportdesk/portal-kit';
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
  const form = useSchemaForm(
    documentSettingsFormSchema,
    {
      invoiceTerms: details.invoiceTerms ?? '',
      igstPayment: details.igstPayment ?? '',
      fpoCode: details.fpoCode ?? '',
      pickupAddress: { ...NO_ADDRESS, ...details.pickupAddress },
      authSignatories: details.authSignatory.length ? details.authSignatory : [{ name: '', designation: '' }],
    },
    { shouldFocusError: false },
  );
  const signatories = useFieldArray({ control: form.control, name: 'authSignatories' });
  const [error, setError] = useState<string | null>(null);
  // the first problem shows in one alert under the fields, as before
  const quiet = { touched: false } as const;

  return (
    <SchemaForm
      form={form}
      onValid={(v) => {
        setError(null);
        void save(v);
      }}
      onInvalid={(errors) => setError(firstFormError(errors) ?? null)}
      noValidate={false}
      className="acc-form ed-card"
      aria-label="Document settings"
    >
      <h2>Documents</h2>
      <div className="acc-grid">
        <FormSelectField
          label="Invoice terms"
          name="invoiceTerms"
          {...quiet}
          placeholder="Choose…"
          options={opts(INVOICE_TERMS)}
        />
        <FormSelectField
          label="IGST payment"
          name="igstPayment"
          {...quiet}
          placeholder="Choose…"
          options={opts(IGST_MODES)}
        />
        <FormSelectField
          label="Foreign post office (FPO code)"
          name="fpoCode"
          {...quiet}
          placeholder="Choose…"
          options={FPO_LIST.map((f) => ({ value: f.portCode, label: `${f.portCode} — ${f.fpoName}` }))}
        />
      </div>
      <h3>Authorised signatories</h3>
      {signatories.fields.map((s, i) => (
        <div className="acc-signatory" key={s.id}>
          <FormTextField label={`Signatory ${i + 1} name`} name={`authSignatories.${i}.name`} {...quiet} />
          <FormTextField label="Designation" name={`authSignatories.${i}.designation`} {...quiet} />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove signatory ${i + 1}`}
            onClick={() => signatories.remove(i)}
          >
            Remove
          </Button>
        </div>
      ))}
      {signatories.fields.length < 5 && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => signatories.append({ name: '', designation: '' })}
          >
            Add signatory
          </Button>
        </div>
      )}
      <h3>Pickup address</h3>
      <div className="acc-grid">
        <FormTextField
          label="Address line 1"
          name="pickupAddress.line1"
          autoComplete="address-line1"
          {...quiet}
        />
        <FormTextField
          label="Address line 2"
          name="pickupAddress.line2"
          autoComplete="address-line2"
          {...quiet}
        />
        <FormTextField label="City" name="pickupAddress.city" autoComplete="address-level2" {...quiet} />
        <FormTextField label="State" name="pickupAddress.state" autoComplete="address-level1" {...quiet} />
        <FormTextField
          label="PIN code"
          name="pickupAddress.pinCode"
          {...quiet}
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
    </SchemaForm>
  );
}
