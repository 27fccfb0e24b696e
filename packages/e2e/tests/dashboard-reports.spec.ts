import { expect, test, type Page } from '@playwright/test';
import { API, storeSession } from './fixtures';

/** The answers read here (their contracts: packages/contracts/src/reports.ts). */
interface ViewDashboardResponse {
  charts: {
    premiumByMonth: { lines: { intake_id: number; name: string }[]; cells: { month: string; intake_id: number; premiumCents: number }[] } | null;
    funnel: { quotations: number; binders: number; policies: number; quotationToBinder: number | null } | null;
    bordereaux: { received: number; approved: number; sent: number; imported: number } | null;
    renewals: { count: number; premiumCents: number } | null;
  };
}
type Group = { id: number | string | null; name: string };
interface ProductionReportResponse {
  rows: { groups: { lob?: Group; agent?: Group }; premiumCents: number }[];
  totals: { premiumCents: number; count: number; policies: number };
}
interface ProductionRecordsResponse {
  records: { id: number; intake_id: number; policy_number: string | null; unique_id: string }[];
  premiumCents: number;
}

/** Cents as the screens show them: 123456789 → '$1,234,567.89' (formatCents of packages/domain). */
function formatCents(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  return `${cents < 0 ? '-' : ''}$${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
}

/** A count with its noun as the screens say it: '1 policy', '2 policies' (countOf of packages/domain). */
const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function call<T>(page: Page, token: string, path: string, body: object): Promise<T> {
  const response = await page.request.post(`${API}${path}`, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

test('the home page charts the seed: written premium by month and line, the funnel with its rates, bordereaux by status, renewals due', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  const { charts } = await call<ViewDashboardResponse>(page, login.token, '/viewdashboard', {});
  await page.goto('/user_admin_home');
  await expect(page.getByRole('heading', { name: 'Welcome, Summit Specialty MGA' })).toBeVisible();

  const premium = page.getByTestId('chart-premium');
  await expect(premium.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/user_admin_policies');
  const cells = charts.premiumByMonth!.cells;
  await expect(page.getByTestId('premium-total')).toHaveText(`Total ${formatCents(cells.reduce((sum, cell) => sum + cell.premiumCents, 0))}`);
  const drawn = cells.filter((cell) => cell.premiumCents > 0);
  expect(drawn.length).toBeGreaterThan(0);
  await expect(premium.locator('rect[data-testid^="bar-"]')).toHaveCount(drawn.length);
  const biggest = [...drawn].sort((a, b) => b.premiumCents - a.premiumCents)[0]!;
  await expect(page.getByTestId(`bar-${biggest.month}-${biggest.intake_id}`)).toBeVisible();
  for (const line of charts.premiumByMonth!.lines) await expect(premium.getByText(line.name, { exact: true })).toBeVisible();

  const funnel = charts.funnel!;
  await expect(page.getByTestId('funnel-quotations')).toContainText(funnel.quotations.toLocaleString('en-US'));
  await expect(page.getByTestId('funnel-binders')).toContainText(funnel.binders.toLocaleString('en-US'));
  await expect(page.getByTestId('funnel-policies')).toContainText(funnel.policies.toLocaleString('en-US'));
  await expect(page.getByTestId('funnel-rate-binders')).toHaveText(`${funnel.quotationToBinder ?? '—'}${funnel.quotationToBinder === null ? '' : '%'} converted`);
  await expect(page.getByTestId('chart-funnel').getByRole('link', { name: 'Quotations' })).toHaveAttribute('href', '/user_admin_policy_quotations');

  const bdx = charts.bordereaux!;
  for (const status of ['received', 'approved', 'sent', 'imported'] as const) await expect(page.getByTestId(`bdx-${status}`)).toContainText(String(bdx[status]));

  await expect(page.getByTestId('renewals-count')).toHaveText(charts.renewals!.count.toLocaleString('en-US'));
  await expect(page.getByTestId('renewals-premium')).toHaveText(formatCents(charts.renewals!.premiumCents));
  await page.getByTestId('chart-renewals').getByRole('link', { name: 'Renewals' }).click();
  await expect(page).toHaveURL(/\/user_admin_renewals$/);
});

test('the Production Report by line of business and agent for a year, with its totals, chart and a row drilled down to a policy', async ({ page }) => {
  const login = await storeSession(page, 'summit_admin');
  await page.goto('/user_admin_home');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Production Report' }).click();
  await expect(page).toHaveURL(/\/user_admin_production_report$/);
  await expect(page.getByRole('heading', { name: 'Production Report' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Period' }).selectOption('year');
  await page.getByRole('checkbox', { name: 'Agent' }).check();
  const year = new Date().getFullYear();
  const expected = await call<ProductionReportResponse>(page, login.token, '/viewproductionreport', { from: `${year}-01-01`, to: `${year}-12-31`, groupBy: ['lob', 'agent'] });
  expect(expected.rows.length).toBeGreaterThan(0);
  await expect(page.getByTestId('report-totals')).toHaveText(
    `Total written premium ${formatCents(expected.totals.premiumCents)} · ${countOf(expected.totals.count, 'transaction')} · ${countOf(expected.totals.policies, 'policy', 'policies')}`,
  );
  const table = page.getByRole('table', { name: 'Production Report' });
  const first = expected.rows[0]!;
  const firstRow = table.getByRole('row').filter({ hasText: first.groups.lob!.name }).filter({ hasText: first.groups.agent!.name }).first();
  await expect(firstRow).toContainText(formatCents(first.premiumCents));
  await expect(page.getByTestId('report-bar-0')).toContainText(formatCents(first.premiumCents));

  const label = `${first.groups.lob!.name} · ${first.groups.agent!.name}`;
  await page.getByRole('button', { name: `Records of ${label}` }).click();
  const drill = page.getByTestId('report-drilldown');
  const records = await call<ProductionRecordsResponse>(page, login.token, '/viewproductionrecords', {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    where: { lob: first.groups.lob!.id, agent: first.groups.agent!.id },
  });
  await expect(page.getByTestId('drilldown-total')).toHaveText(`Total ${formatCents(records.premiumCents)}`);
  expect(records.premiumCents).toBe(first.premiumCents);
  const record = records.records[0]!;
  await drill.getByRole('link', { name: record.policy_number ?? record.unique_id }).first().click();
  await expect(page).toHaveURL(new RegExp(`/user_admin_view_policies/${record.id}/${record.intake_id}$`));
});
