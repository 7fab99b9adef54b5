import { useRef, useState } from 'react';
import { listIdError, scanIdError, shortParcelId } from '@exportdesk/core';
import { Alert, Button, PageHeader, Tabs, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { scanParcels } from './scanCalls';

type Mode = 'enter' | 'scan';

/**
 * Scan screen (/scanparcel, 001 §2.15): Enter mode builds a list of typed ids (more than 5
 * characters each) and sends it; Scan mode sends each barcode as it arrives (a scanner is a
 * keyboard that ends with Enter). Success in an info alert, failure in a danger alert.
 */
export default function ScanParcel() {
  const [mode, setMode] = useState<Mode>('scan');
  const [value, setValue] = useState('');
  const [list, setList] = useState<string[]>([]);
  const [alert, setAlert] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const send = useApiMutation((ids: string[]) => scanParcels(ids), {
    show: 'silent',
    onSuccess: (a) => setAlert({ kind: 'info', text: a.message ?? 'Parcel scanned' }),
    onFailure: (f) => void setAlert({ kind: 'error', text: f.message }),
  });

  function scanned() {
    const id = value.trim();
    const bad = scanIdError(id);
    setValue(''); // "the field is cleared"
    if (bad) return setAlert({ kind: 'error', text: bad });
    void send.run([id]);
    input.current?.focus();
  }

  function add() {
    const id = value.trim();
    const bad = listIdError(id);
    if (bad) return setAlert({ kind: 'error', text: bad });
    setAlert(null);
    if (!list.includes(id)) setList([...list, id]);
    setValue('');
  }

  return (
    <>
      <PageHeader title="Scan Parcel" subtitle="Record parcels received at the foreign post office." />
      <div className="ed-stack" style={{ maxWidth: 640 }}>
        <Tabs
          label="Mode"
          value={mode}
          onChange={(m) => {
            setMode(m);
            setAlert(null);
            setValue('');
          }}
          tabs={[
            { value: 'scan', label: 'Scan' },
            { value: 'enter', label: 'Enter' },
          ]}
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (mode === 'scan') scanned();
            else add();
          }}
          className="ed-stack"
        >
          <TextField
            ref={input}
            label={mode === 'scan' ? 'Scan parcel barcode' : 'Parcel Id'}
            value={value}
            autoFocus
            autoComplete="off"
            onChange={(e) => setValue(e.target.value)}
          />
          {mode === 'enter' && (
            <Button type="submit" variant="secondary">
              Add
            </Button>
          )}
        </form>
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
