import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  calculatorBlocks,
  calculatorFormSchema,
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
  FormCountryField,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
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
  // A size's message shows once its field is left, as the spec's "required and non-zero" reads.
  const form = useSchemaForm(calculatorFormSchema, start.form, { mode: 'onTouched' });
  const ready = canCalculate(form.watch());
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

  // "On a country change the old results are cleared." (000 §4.1)
  const onCountry = () => {
    run.current++;
    setAnswers({});
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
      <SchemaForm form={form} className="ed-card rc-form" onValid={calculate} aria-label="Rate calculator">
        <FormCountryField
          name="country"
          label="Destination country"
          className="rc-country"
          countries={countries ?? []}
          loading={countries === null}
          onCountry={onCountry}
        />
        {NUMBER_FIELDS.map(([key, label]) => (
          <NumberField key={key} name={key} label={label} />
        ))}
        <Button type="submit" className="rc-submit" disabled={!ready} busy={busy}>
          Calculate
        </Button>
      </SchemaForm>
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
