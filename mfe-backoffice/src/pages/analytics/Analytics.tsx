import { useState } from 'react';
import {
  abbreviateNumber,
  analyticsFormSchema,
  BILLING_CARRIERS,
  defaultPeriod,
  formatInr,
  RATE_CARRIER_NAMES,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormSelectField,
  FormTextField,
  PageHeader,
  SchemaForm,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { BarChart, DonutChart } from '../dashboard/Charts';
import { useAnalytics } from './useAnalytics';
import '../dashboard/dashboard.css';

const carrierName = (c: string) => (RATE_CARRIER_NAMES as Record<string, string>)[c] ?? c;
const hours = (h: number | null) => (h === null ? '—' : h >= 48 ? `${(h / 24).toFixed(1)} days` : `${h} h`);

/**
 * Analytics (`/analytics`, super admin; issue 17): revenue by plan and by carrier, sign-ups and
 * trial conversions, parcels per FPO and turnaround for a period. Shares are rings, counts are
 * bars (inline SVG, issue 27 item 7), each with its table view; no chart library is loaded.
 */
export default function Analytics() {
  const [period, setPeriod] = useState(() => ({ ...defaultPeriod(Date.now(), 90), carrier: '' }));
  const form = useSchemaForm(analyticsFormSchema, period);
  const { stats, failure, retry, fetching } = useAnalytics(period);
  return (
    <>
      <PageHeader title="Analytics" subtitle="Revenue, sign-ups, FPOs and turnaround for a period." />
      <div className="ed-stack">
        <SchemaForm form={form} onValid={setPeriod} className="dash-period ed-card" aria-label="Period">
          <FormTextField label="From" name="from" type="date" />
          <FormTextField label="To" name="to" type="date" />
          <FormSelectField
            label="Carrier"
            name="carrier"
            placeholder="All carriers"
            options={BILLING_CARRIERS.map((c) => ({ value: c, label: carrierName(c) }))}
          />
          <Button type="submit" busy={fetching}>
            Show
          </Button>
        </SchemaForm>
        <FailureAlert failure={failure} onRetry={retry} />
        {stats && (
          <>
            <ul className="dash-tiles" aria-label="Figures">
              {(
                [
                  ['Sign-ups', abbreviateNumber(stats.signups)],
                  ['Trial conversions', abbreviateNumber(stats.trialConversions)],
                  ['Docket → PBE', hours(stats.turnaround.toPbeHours)],
                  ['Docket → pickup', hours(stats.turnaround.toPickupHours)],
                ] as const
              ).map(([label, value]) => (
                <li key={label} className="dash-tile ed-card">
                  <span className="dash-tile__value">{value}</span>
                  <span className="dash-tile__label">{label}</span>
                </li>
              ))}
            </ul>
            <div className="dash-grid">
              <DonutChart
                caption="Revenue by plan"
                head={['Plan', 'Amount']}
                rows={stats.revenueByPlan.map((p) => ({
                  label: `${p.plan} (${p.subscriptions})`,
                  value: p.amount,
                }))}
                format={formatInr}
              />
              <DonutChart
                caption="Revenue by carrier (exporter debits)"
                head={['Carrier', 'Amount']}
                rows={stats.revenueByCarrier.map((c) => ({
                  label: `${carrierName(c.carrier)} (${c.parcels})`,
                  value: c.amount,
                }))}
                format={formatInr}
              />
              <BarChart
                caption="EMS revenue tiers (exporters × months in each tier)"
                head={['Tier', 'User-months']}
                rows={stats.emsTiers.map((t) => ({ label: t.label, value: t.userMonths }))}
                format={abbreviateNumber}
              />
              <BarChart
                caption="Parcels per FPO"
                head={['FPO', 'Parcels']}
                rows={stats.parcelsPerFpo.map((f) => ({ label: f.fpo, value: f.parcels }))}
                format={abbreviateNumber}
              />
            </div>
          </>
        )}
      </div>
    </>
  );
}
