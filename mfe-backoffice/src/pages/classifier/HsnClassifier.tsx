import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CLASSIFIER_LIMITS,
  CLASSIFIER_MSG,
  classifierMessage,
  dottedHsCode,
  hsClassifySchema,
  type HsSuggestion,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  DataTable,
  FormTextArea,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useSchemaForm,
  useToast,
} from '@exportdesk/portal-kit';
import { classifyProduct } from './classifierCalls';
import './classifier.css';

/**
 * HSN classifier (Tools, `/hsnClassifier`; issues 16, 24): a product description → the five
 * likeliest HS 2022 subheadings with their descriptions, the duty column (the rate, or why there
 * is none) and a calibrated match meter; a weak best answer says "check this code".
 */
export default function HsnClassifier() {
  const toast = useToast();
  // core's input rule, shown once the field is left or a classify was tried
  const form = useSchemaForm(hsClassifySchema, { description: '' }, { mode: 'onTouched' });
  const [rows, setRows] = useState<HsSuggestion[] | null>(null);
  // core's rule, as the API's message says it: a weak best suggestion is to be checked
  const weak = !!rows?.length && classifierMessage(rows) === CLASSIFIER_MSG.check;
  const classify = useApiMutation(classifyProduct, {
    show: 'inline',
    onSuccess: (env) => setRows(env.data ?? []),
  });

  const submit = (v: { description: string }) => void classify.run(v.description.trim());
  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    toast.show({ kind: 'success', message: `${code} copied.` });
  };

  return (
    <>
      <PageHeader
        title="HSN Classifier"
        subtitle="Describe your product; get the five most likely HS codes from the HS 2022 nomenclature."
      />
      <SchemaForm
        form={form}
        onValid={submit}
        noValidate={false}
        className="ed-card ed-stack"
        aria-label="Classify a product"
      >
        <FormTextArea
          name="description"
          label="Product description"
          hint={`For example "men's cotton t-shirt" or "brass diya oil lamp" (up to ${CLASSIFIER_LIMITS.maxChars} characters).`}
          rows={3}
          maxLength={CLASSIFIER_LIMITS.maxChars * 4}
        />
        <div className="ed-row">
          <Button type="submit" busy={classify.busy}>
            Classify
          </Button>
          <Link className="ed-btn ed-btn--ghost" to="/hsnlookup">
            Search the HS list instead
          </Link>
        </div>
      </SchemaForm>
      <div className="ed-stack classifier-results">
        {classify.error && (
          <Alert kind="error" title="Oops!">
            {classify.error}
          </Alert>
        )}
        {weak && <Alert kind="warning">{CLASSIFIER_MSG.check}</Alert>}
        {rows && (
          <DataTable
            caption="Likely HS codes"
            rows={rows}
            rowKey={(r) => r.hsCode}
            empty="No HS code matches this description."
            columns={[
              { key: 'hsCode', header: 'HS Code', render: (r) => <code>{dottedHsCode(r.hsCode)}</code> },
              {
                key: 'description',
                header: 'Description of Goods',
                render: (r) => (
                  <>
                    {r.description}
                    <span className="ed-muted classifier-heading">{r.heading}</span>
                  </>
                ),
              },
              {
                key: 'duty',
                header: 'Duty',
                render: (r) => r.duty || <span className="ed-muted">{r.dutyNote || '—'}</span>,
              },
              {
                key: 'confidence',
                header: 'Match',
                value: (r) => r.confidence,
                render: (r) => (
                  <span className="classifier-match">
                    <meter
                      min={0}
                      max={1}
                      value={r.confidence}
                      aria-label={`Match for ${dottedHsCode(r.hsCode)}`}
                    />
                    {Math.round(r.confidence * 100)}%
                    {r.check && <span className="classifier-check">{CLASSIFIER_MSG.checkRow}</span>}
                  </span>
                ),
              },
              {
                key: 'copy',
                header: 'Action',
                render: (r) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void copy(r.hsCode)}
                    aria-label={`Copy code ${r.hsCode}`}
                  >
                    Copy code
                  </Button>
                ),
              },
            ]}
          />
        )}
        <p className="ed-muted">
          Suggestions from a text search of the HS 2022 nomenclature: check the code against your goods before
          filing; the eight-digit ITC-HS line is yours to choose. Match: how often a suggestion like this one
          had the right heading (first four digits) on labelled product listings.
        </p>
      </div>
    </>
  );
}
