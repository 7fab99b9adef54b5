import { useState } from 'react';
import {
  abbreviateNumber,
  defaultPeriod,
  formatInr,
  isAdmin,
  periodFormSchema,
  RATE_CARRIER_NAMES,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormTextField,
  PageHeader,
  SchemaForm,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { BarTable } from './BarTable';
import { LineChart } from './LineChart';
import type { DashboardFilter } from './dashboardCalls';
import { useDashboard } from './useDashboard';
import './dashboard.css';

const carrierName = (c: string) => (RATE_CARRIER_NAMES as Record<string, string>)[c] ?? c;

/**
 * Exporter dashboard (`/exporterdashboard`, the STATS tile; issue 17): parcels, dockets, FOB in
 * rupees and by currency, destinations, carriers, documents pending and pickups for a period,
 * numbers abbreviated as 000 §9 says. Admins see every exporter (and may pick one from the top
 * exporters); an exporter admin sees its own.
 */
export default function ExporterDashboard() {
  const { principal } = useAuth();
  const admin = !!principal && isAdmin(principal);
  const [filter, setFilter] = useState<DashboardFilter>({ ...defaultPeriod(), exporterId: null });
  const form = useSchemaForm(periodFormSchema, { from: filter.from, to: filter.to });
  const { stats, failure, retry, fetching } = useDashboard(filter);
  const apply = (period: { from: string; to: string }) => setFilter((f) => ({ ...f, ...period }));
  const tiles: Array<[string, string, string?]> = stats
    ? [
        ['Parcels', abbreviateNumber(stats.parcels)],
        ['Dockets', abbreviateNumber(stats.dockets)],
        ['FOB (INR)', `₹${abbreviateNumber(Math.round(stats.fobInr))}`, formatInr(stats.fobInr)],
        ['Destinations', abbreviateNumber(stats.destinations.length)],
        ['Documents pending', abbreviateNumber(stats.documentsPending)],
        [
          'Pickups scheduled',
          abbreviateNumber(stats.pickups.find((p) => p.status === 'Scheduled')?.dockets ?? 0),
        ],
      ]
    : [];
  return (
    <>
      <PageHeader
        title="Exporter Dashboard"
        subtitle={admin ? 'All exporters, or one.' : 'Your exports at a glance.'}
      />
      <div className="ed-stack">
        <SchemaForm form={form} onValid={apply} className="dash-period ed-card" aria-label="Period">
          <FormTextField label="From" name="from" type="date" />
          <FormTextField label="To" name="to" type="date" />
          <Button type="submit" busy={fetching}>
            Show
          </Button>
          {admin && filter.exporterId && (
            <Button variant="secondary" onClick={() => setFilter({ ...filter, exporterId: null })}>
              All exporters
            </Button>
          )}
        </SchemaForm>
        <FailureAlert failure={failure} onRetry={retry} />
        {stats && (
          <>
            <ul className="dash-tiles" aria-label="Figures">
              {tiles.map(([label, value, full]) => (
                <li key={label} className="dash-tile ed-card">
                  <span className="dash-tile__value" title={full}>
                    {value}
                  </span>
                  <span className="dash-tile__label">{label}</span>
                </li>
              ))}
            </ul>
            <div className="dash-grid">
              <LineChart
                caption="Parcels per day"
                head={['Day', 'Parcels']}
                points={stats.perDay.map((d) => ({ label: d.day, value: d.parcels }))}
                format={abbreviateNumber}
              />
              <LineChart
                caption="FOB (INR) per day"
                head={['Day', 'FOB (INR)']}
                points={stats.perDay.map((d) => ({ label: d.day, value: d.fobInr }))}
                format={abbreviateNumber}
              />
            </div>
            <div className="dash-grid">
              <BarTable
                caption="FOB by currency"
                head={['Currency', 'FOB']}
                rows={stats.byCurrency.map((c) => ({ label: c.currency, value: c.fob }))}
                format={abbreviateNumber}
              />
              <BarTable
                caption="Parcels by destination"
                head={['Country', 'Parcels']}
                rows={stats.destinations.map((d) => ({ label: d.country, value: d.parcels }))}
                format={abbreviateNumber}
              />
              <BarTable
                caption="Parcels by carrier"
                head={['Carrier', 'Parcels']}
                rows={stats.carriers.map((c) => ({ label: carrierName(c.carrier), value: c.parcels }))}
                format={abbreviateNumber}
              />
              <BarTable
                caption="Pickups"
                head={['Status', 'Dockets']}
                rows={stats.pickups.map((p) => ({ label: p.status, value: p.dockets }))}
                format={abbreviateNumber}
              />
            </div>
            {stats.topExporters && (
              <table className="ed-table">
                <caption>Top exporters</caption>
                <thead>
                  <tr>
                    <th scope="col">Exporter</th>
                    <th scope="col">Dockets</th>
                    <th scope="col">FOB (INR)</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.topExporters.map((e) => (
                    <tr key={e.exporterId}>
                      <td>
                        <button
                          type="button"
                          className="ed-link-button"
                          onClick={() => setFilter({ ...filter, exporterId: e.exporterId })}
                        >
                          {e.name}
                        </button>
                      </td>
                      <td>{abbreviateNumber(e.dockets)}</td>
                      <td className="ed-nowrap">{formatInr(e.fobInr)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </>
  );
}
