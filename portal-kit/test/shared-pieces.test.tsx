/**
 * Issue 28 item 1: the pieces the sections repeated live once in portal-kit — the pager with
 * core's page size (and the Back/Next one of the MEIS lists), the period filter of the stats
 * pages, the search row above lists — and no section hands data to another through storage.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, docketPagePath, MEIS_PAGE_SIZE, paginate, STATS_MSG } from '@exportdesk/core';
import { Pager, serialNo, StepPager } from '../src/ui/Pager';
import { PeriodFilter, usePeriodFilter, type Period, type PeriodFilterState } from '../src/ui/PeriodFilter';
import { TableToolbar } from '../src/ui/TableToolbar';

const html = (el: React.ReactElement) => renderToStaticMarkup(el);
const buttons = (markup: string) => [...markup.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
const noop = () => undefined;

describe('pager', () => {
  it("says the page, or with `range` the rows shown (DataTable's)", () => {
    const pager = paginate(95, 2);
    expect(html(<Pager pager={pager} onPage={noop} label="x" />)).toContain('Page 2 of 5');
    expect(html(<Pager pager={pager} onPage={noop} label="x" range />)).toContain('21–40 of 95');
  });

  it('numbers rows from core’s page size', () => {
    expect(serialNo(1, 0)).toBe(1);
    expect(serialNo(2, 0)).toBe(DEFAULT_PAGE_SIZE + 1);
    expect(serialNo(3, 4, MEIS_PAGE_SIZE)).toBe(2 * MEIS_PAGE_SIZE + 5);
  });

  it('steps Back and Next where the answer has no total: a full page may have more', () => {
    const step = (page: number, shown: number, more?: boolean) =>
      buttons(html(<StepPager page={page} shown={shown} onPage={noop} label="p" more={more} />));
    expect(step(1, DEFAULT_PAGE_SIZE)).toEqual(['Next']);
    expect(step(2, DEFAULT_PAGE_SIZE)).toEqual(['Back', 'Next']);
    expect(step(2, 3)).toEqual(['Back']);
    expect(html(<StepPager page={1} shown={3} onPage={noop} label="p" />)).toBe('');
    // the spec's own rule and word (MEIS listing: More Orders)
    expect(
      buttons(
        html(<StepPager page={1} shown={20} more={false} nextLabel="More Orders" onPage={noop} label="p" />),
      ),
    ).toEqual([]);
    expect(
      buttons(html(<StepPager page={1} shown={5} more nextLabel="More Orders" onPage={noop} label="p" />)),
    ).toEqual(['More Orders']);
  });
});

describe('period filter and search row', () => {
  // The filter is the page's hook: a page that shows the period filter with a field of its own.
  function StatsPage({ children }: { children?: React.ReactNode }) {
    const filter = usePeriodFilter(() => ({ from: '2026-01-01', to: '2026-01-31' }));
    return (
      <PeriodFilter filter={filter} actions={<button type="button">Download Excel</button>}>
        {children}
      </PeriodFilter>
    );
  }

  it('is From, To, the page’s fields, Show, then the page’s buttons', () => {
    const markup = html(
      <StatsPage>
        <label>Carrier</label>
      </StatsPage>,
    );
    expect(markup).toContain('aria-label="Period"');
    expect(markup).toMatch(/From<\/label>.*type="date".*To<\/label>.*Carrier.*Show.*Download Excel/s);
  });

  it('checks the period with core’s rule (the API’s) before it applies it', async () => {
    let filter: PeriodFilterState<Period & { carrier: string }> | undefined;
    function Probe() {
      filter = usePeriodFilter(() => ({ from: '2026-02-01', to: '2026-01-01', carrier: 'dhl' }));
      return null;
    }
    html(<Probe />);
    expect(await filter!.form.trigger()).toBe(false);
    expect(filter!.form.getFieldState('from').error?.message).toBe(STATS_MSG.badPeriod);
    expect(filter!.draft).toEqual({ from: '2026-02-01', to: '2026-01-01', carrier: 'dhl' });
  });

  it('search row: the fields, then Search (or the spec’s word), Reset and the page’s buttons', () => {
    const markup = html(
      <TableToolbar label="Search parcels" searchLabel="View" onSearch={noop} onReset={noop} actions={<i />}>
        <input aria-label="Search" />
      </TableToolbar>,
    );
    expect(markup).toContain('aria-label="Search parcels"');
    expect(buttons(markup)).toEqual(['View', 'Reset']);
    expect(markup).toMatch(/type="submit"[^>]*>View<.*type="button"[^>]*>Reset</s);
  });
});

describe('the browser packages', () => {
  const root = path.resolve(__dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(path.join(root, dir)).flatMap((n) => {
      const rel = `${dir}/${n}`;
      if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
      return /\.tsx?$/.test(n) ? [rel] : [];
    });
  const sections = ['mfe-shipping/src', 'mfe-docs/src', 'mfe-backoffice/src', 'portal-shell/src'].flatMap(
    files,
  );
  const using = (re: RegExp) => sections.filter((f) => re.test(readFileSync(path.join(root, f), 'utf8')));

  it('hand the docket over in the address, not in browser storage', () => {
    expect(docketPagePath('PMB 1')).toBe('/documents?docket=PMB%201');
    // Within one part only: the docs section's job lock, the shell's notice counters.
    expect(using(/sessionStorage|localStorage/)).toEqual([
      'mfe-docs/src/pages/docket/useInvoices.ts',
      'portal-shell/src/notices/noticeStore.ts',
    ]);
    expect(using(/[`'"]\/documents\?docket=/)).toEqual([]);
  });

  it('open the checkout, draw the period form and the hand-made pager only through the kit', () => {
    expect(using(/Razorpay|sandboxCheckout/)).toEqual([]);
    expect(using(/aria-label="Period"/)).toEqual([]);
    // a page stepped by hand: setPage(page + 1), setPage((p) => p - 1)
    expect(using(/setPage\([\w.]*page [-+] 1\)|setPage\(\(\w+\) =>/)).toEqual([]);
  });
});
