import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import {
  calculatorBlocks,
  calculatorNumber,
  canCalculate,
  EMS_DISCOUNT_TITLE,
  MSG_NO_COUNTRY_FOUND,
  parseCalculatorDetails,
  type CalculatorAnswers,
  type CalculatorForm,
} from '@exportdesk/core';
import {
  Button,
  CountryCombobox,
  PageHeader,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@exportdesk/portal-kit';
import { CarrierResults } from './CarrierResults';
import { EmsDiscountModal } from './EmsDiscountModal';
import { NumberField } from './NumberField';
import { calculateAll, countryNames, loadCountries } from './rateCalls';
import './calculator.css';

/** /ratecalculator/:details — a new details value starts the calculator over. */
export default function RateCalculatorPage() {
  const { details } = useParams();
  return <RateCalculator key={details ?? 'new'} details={details} />;
}

const NUMBER_FIELDS = [
  ['weight', 'Weight (grams)'],
  ['length', 'Length (cm)'],
  ['width', 'Width (cm)'],
  ['height', 'Height (cm)'],
] as const;

/** The postage rate calculator (000 §2.3, states of §4.1, rules of §5). */
function RateCalculator({ details }: { details: string | undefined }) {
  const toast = useToast();
  const [start] = useState(() => parseCalculatorDetails(details));
  const [form, setForm] = useState<CalculatorForm>(start.form);
  // A failed or refused load leaves the list empty, and says so below (no toast of its own).
  const countryList = useApiQuery(['countries'], loadCountries);
  const countries = useMemo(
    () => (countryList.loading ? null : countryNames(countryList.data)),
    [countryList.loading, countryList.data],
  );
  const noCountry = countries !== null && countries.length === 0;
  const [answers, setAnswers] = useState<CalculatorAnswers>({});
  const [shownFor, setShownFor] = useState('');
  const [emsOpen, setEmsOpen] = useState(false);
  // Answers of an older calculation (before a country change) must not land on the new one.
  const run = useRef(0);

  // "Countries call fails or returns an empty list: alert 'No Country Found'" (000 §8)
  useEffect(() => {
    if (noCountry) toast.show({ kind: 'error', message: MSG_NO_COUNTRY_FOUND });
  }, [noCountry, toast]);

  // Each carrier's answer lands as it comes (its own failure text included), so nothing to toast here.
  const calc = useApiMutation(
    (v: { id: number; parcel: Parameters<typeof calculateAll>[0] }) =>
      calculateAll(v.parcel, (key, answer) => {
        if (run.current === v.id) setAnswers((a) => ({ ...a, [key]: answer }));
      }),
    { show: 'silent' },
  );
  const busy = calc.busy && calc.pending?.id === run.current;
  const { run: startRun } = calc;
  const calculate = useCallback(
    (f: CalculatorForm) => {
      if (!canCalculate(f)) return;
      const id = ++run.current;
      setAnswers({});
      setShownFor(f.country);
      const parcel = {
        country: f.country,
        weight: calculatorNumber(f.weight)!,
        length: calculatorNumber(f.length)!,
        width: calculatorNumber(f.width)!,
        height: calculatorNumber(f.height)!,
      };
      void startRun({ id, parcel });
    },
    [startRun],
  );

  // "the country is pre-selected, the dimensions filled and the calculation runs at once"
  useEffect(() => {
    if (start.calculateNow) calculate(start.form);
  }, [start, calculate]);

  const onCountry = (country: string) => {
    // "On a country change the old results are cleared." (000 §4.1)
    run.current++;
    setAnswers({});
    setForm((f) => ({ ...f, country }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    calculate(form);
  };
  const blocks = calculatorBlocks(shownFor, answers);

  return (
    <>
      <PageHeader
        title="Postage Rate Calculator"
        subtitle="Compare India Post and courier prices for a destination, weight and size."
        actions={
          <Button variant="secondary" onClick={() => setEmsOpen(true)}>
            {EMS_DISCOUNT_TITLE}
          </Button>
        }
      />
      <form className="ed-card rc-form" onSubmit={submit} aria-label="Rate calculator" noValidate>
        <CountryCombobox
          label="Destination country"
          className="rc-country"
          countries={countries ?? []}
          loading={countries === null}
          value={form.country}
          onChange={onCountry}
        />
        {NUMBER_FIELDS.map(([key, label]) => (
          <NumberField
            key={key}
            name={key}
            label={label}
            value={form[key]}
            onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
          />
        ))}
        <Button type="submit" className="rc-submit" disabled={!canCalculate(form)} busy={busy}>
          Calculate
        </Button>
      </form>
      <CarrierResults blocks={blocks} busy={busy} />
      {!blocks.length && !busy && (
        <div className="ed-empty rc-empty">
          Pick a destination and enter the parcel's weight and size to compare prices.
        </div>
      )}
      <EmsDiscountModal open={emsOpen} onClose={() => setEmsOpen(false)} />
    </>
  );
}
