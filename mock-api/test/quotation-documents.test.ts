import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderQuotationDocument, type QuotationDocumentData } from '../src/quotation-actions/documents';
import { pdfText } from './pdf-text';

const base: QuotationDocumentData = {
  kind: 'quotation',
  clientName: 'Summit Specialty MGA',
  number: 'SUM-Q-2026-000042',
  issuedOn: '2026-11-22',
  insured: { name: 'Dana Reyes', address: '12 Elm St, Austin, TX 73301', phone: '5125550100', email: 'dana@example.com' },
  lineOfBusiness: 'GENERAL LIABILITY',
  subLob: 'Contractors',
  program: 'Main Street Program',
  state: 'Texas',
  admitted: true,
  effectiveDate: '2026-12-01',
  expiryDate: '2027-12-01',
  coverages: [
    { name: 'Each Occurrence', limit: 1000000, premium: 1250.5 },
    { name: 'Products Completed Operations', limit: '2000000', premium: 300 },
  ],
  vehicle: null,
  policyAmount: 1550.5,
};

describe('quotation documents', () => {
  it('When a quotation letter is made, then its text names the client, insured, dates and each coverage with limit and premium', async () => {
    const [page] = await pdfText(await renderQuotationDocument(base));
    for (const text of [
      'Summit Specialty MGA',
      'Quotation',
      'SUM-Q-2026-000042',
      'Dana Reyes',
      '12 Elm St, Austin, TX 73301',
      'GENERAL LIABILITY',
      'Effective Date 12-01-2026',
      'Expiry Date 12-01-2027',
      'Each Occurrence $1,000,000 $1,250.50',
      'Products Completed Operations $2,000,000 $300.00',
      'Policy Amount $1,550.50',
    ]) {
      assert.ok(page!.includes(text), `missing "${text}" in: ${page}`);
    }
    assert.ok(!page!.includes('Payment Schedule'));
    assert.ok(!page!.includes('Vehicle Details'), 'no vehicle, no Vehicle Details');
  });

  it('When the record insures a whole vehicle, then the document carries its Brand Name, Model and Year', async () => {
    const [page] = await pdfText(await renderQuotationDocument({ ...base, vehicle: { brand: 'Ford', model: 'Transit 350', year: '2024' } }));
    assert.ok(page!.includes('Vehicle Details Brand Name Model Year Ford Transit 350 2024'), page);
  });

  it('When policy declarations are made, then they carry the policy amount, paid and balance that add up, and the instalment plan: what is due when, every amount to the cent', async () => {
    const pages = await pdfText(
      await renderQuotationDocument({
        ...base,
        kind: 'policy',
        payments: { policyAmount: 1550.5, paid: 500, balance: 1050.5 },
        instalments: [
          { number: 1, duedate: '2026-12-01', amount: 129.24, paid: 129.24, status: 'Paid' },
          { number: 2, duedate: '2027-01-01', amount: 129.21, paid: 50, status: 'Due' },
        ],
      }),
    );
    const text = pages.join(' ');
    assert.ok(text.includes('Policy Declarations'));
    assert.ok(text.includes('Payments Policy Amount $1,550.50 Paid $500.00 Balance $1,050.50'), text);
    assert.ok(text.includes('Instalment Plan # Due Date Amount Paid Status 1 12-01-2026 $129.24 $129.24 Paid 2 01-01-2027 $129.21 $50.00 Due'), text);
    assert.ok(text.includes('Payments are due as the instalment plan above shows.'), text);
    assert.ok(!text.includes('Payment Schedule'), text);
  });

  it('When a binder is made, then it is titled Binder', async () => {
    const [page] = await pdfText(await renderQuotationDocument({ ...base, kind: 'binder' }));
    assert.ok(page!.startsWith('Summit Specialty MGA Binder'), page);
  });
});
