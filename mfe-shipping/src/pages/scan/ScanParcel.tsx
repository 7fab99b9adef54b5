import { useState } from 'react';
import { parcelScanFormSchema, shortParcelId } from '@exportdesk/core';
import {
  Alert,
  Button,
  firstFormError,
  FormTextField,
  PageHeader,
  SchemaForm,
  Tabs,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { scanParcels } from './scanCalls';

type Mode = 'enter' | 'scan';
interface ScanForm {
  mode: Mode;
  id: string;
}
const START: ScanForm = { mode: 'scan', id: '' };

/**
 * Scan screen (/scanparcel, 001 §2.15): Enter mode builds a list of typed ids (more than 5
 * characters each) and sends it; Scan mode sends each barcode as it arrives (a scanner is a
 * keyboard that ends with Enter). Success in an info alert, failure in a danger alert.
 */
export default function ScanParcel() {
  // The mode is part of the form: the schema checks the id by the mode's rule (001 §2.15).
  const form = useSchemaForm(parcelScanFormSchema, START);
  const mode = form.watch('mode');
  const [list, setList] = useState<string[]>([]);
  const [alert, setAlert] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const send = useApiMutation((ids: string[]) => scanParcels(ids), {
    show: 'silent',
    onSuccess: (a) => setAlert({ kind: 'info', text: a.message ?? 'Parcel scanned' }),
    onFailure: (f) => void setAlert({ kind: 'error', text: f.message }),
  });

  function scanned(id: string) {
    form.setValue('id', ''); // "the field is cleared"
    void send.run([id]);
    form.setFocus('id');
  }

  function add(id: string) {
    setAlert(null);
    if (!list.includes(id)) setList([...list, id]);
    form.setValue('id', '');
  }

  // One message, in the alert under the form (not under the field); a bad scan is cleared too.
  function refused(text: string) {
    setAlert({ kind: 'error', text });
    if (form.getValues('mode') === 'scan') form.setValue('id', '');
  }

  return (
    <>
      <PageHeader title="Scan Parcel" subtitle="Record parcels received at the foreign post office." />
      <div className="ed-stack" style={{ maxWidth: 640 }}>
        <Tabs
          label="Mode"
          value={mode}
          onChange={(m) => {
            form.reset({ mode: m, id: '' });
            setAlert(null);
          }}
          tabs={[
            { value: 'scan', label: 'Scan' },
            { value: 'enter', label: 'Enter' },
          ]}
        />
        <SchemaForm
          form={form}
          onValid={(v) => (v.mode === 'scan' ? scanned(v.id) : add(v.id))}
          onInvalid={(errors) => refused(firstFormError(errors) ?? '')}
          className="ed-stack"
        >
          <FormTextField
            name="id"
            touched={false}
            label={mode === 'scan' ? 'Scan parcel barcode' : 'Parcel Id'}
            autoFocus
            autoComplete="off"
          />
          {mode === 'enter' && (
            <Button type="submit" variant="secondary">
              Add
            </Button>
          )}
        </SchemaForm>
        {mode === 'enter' && list.length > 0 && (
          <section className="ed-stack" aria-label="Parcels to scan">
            <ul>
              {list.map((id) => (
                <li key={id}>
                  <code title={id}>{id.length > 6 ? `…${shortParcelId(id)}` : id}</code>{' '}
                  <Button size="sm" variant="ghost" onClick={() => setList(list.filter((x) => x !== id))}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <Button busy={send.busy} onClick={async () => (await send.run(list)) && setList([])}>
              Submit
            </Button>
          </section>
        )}
        {alert && <Alert kind={alert.kind}>{alert.text}</Alert>}
      </div>
    </>
  );
}
