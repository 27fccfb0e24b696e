import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { Button, SelectField } from '@kyubos/ui';
import { useState } from 'react';
import { SchemaSection, SchemaSections, SchemaRowsTable, useSchemaRows } from './schema-sections';
import { useSchemaForm } from './schema-form';

const applicant = z.object({
  firstname: z.string().trim().min(1, 'is required').max(100),
  zipcode: z.string().max(20).optional(),
  kind: z.enum(['person', 'company']),
  company_name: z.string().trim().min(1, 'is required').max(50),
  /** An optional choice by id: a select left at its placeholder ('') means none. */
  agent_id: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), z.number('must be a number').int().positive()).nullish(),
});
const driver = z.object({
  name: z.string().trim().min(1, 'is required').max(60),
  licence: z.string().regex(/^[A-Z]\d{6}$/, 'must be a letter and 6 digits'),
});

function Applicant({ onValid }: { onValid: (valid: boolean, count: number) => void }) {
  const form = useSchemaForm(applicant, { kind: 'person' });
  const drivers = useSchemaRows(driver, [{ name: 'Dana', licence: 'D123456' }], { max: 2 });
  const [checked, setChecked] = useState('');
  return (
    <form
      aria-label="Applicant"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const fields = form.validate();
        const rows = drivers.validate();
        setChecked(fields && rows ? 'valid' : 'refused');
        onValid(fields && rows, drivers.rows.length);
      }}
    >
      <SchemaSections
        form={form}
        sections={[
          {
            title: 'Applicant',
            fields: [
              { key: 'firstname', label: 'First Name' },
              { key: 'zipcode', label: 'Zip Code' },
              { key: 'agent_id', label: 'Agent', render: (field) => <SelectField {...field} placeholder="No agent" options={[{ value: '7', label: 'Sam Agent' }]} /> },
              {
                key: 'kind',
                label: 'Kind',
                render: (field) => (
                  <SelectField
                    {...field}
                    options={[
                      { value: 'person', label: 'Person' },
                      { value: 'company', label: 'Company' },
                    ]}
                  />
                ),
              },
            ],
          },
          { title: 'Company', when: (values) => values.kind === 'company', fields: [{ key: 'company_name', label: 'Company Name' }] },
        ]}
      />
      <SchemaSection form={form} title="Drivers">
        <SchemaRowsTable rows={drivers} caption="Drivers" rowName="driver" columns={[{ key: 'name', label: 'Name' }, { key: 'licence', label: 'Licence' }]} />
      </SchemaSection>
      <Button type="submit">Save</Button>
      <output>{checked}</output>
    </form>
  );
}

describe('a sectioned schema form', () => {
  it('renders each section titled, with required and maximum length from the schema', () => {
    renderWithProviders(<Applicant onValid={() => undefined} />);
    const section = screen.getByRole('region', { name: 'Applicant' });
    expect(within(section).getByLabelText(/First Name/)).toBeRequired();
    expect(within(section).getByLabelText(/Zip Code/)).toHaveAttribute('maxLength', '20');
    expect(within(section).getByLabelText(/Zip Code/)).not.toBeRequired();
    expect(within(section).getByLabelText('Agent')).not.toBeRequired();
  });

  it('shows a conditional section only while its condition holds, and checks its fields only then', async () => {
    const onValid = jest.fn();
    renderWithProviders(<Applicant onValid={onValid} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Company' })).toBeNull();
    await user.type(screen.getByLabelText(/First Name/), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenLastCalledWith(true, 1);

    await user.selectOptions(screen.getByLabelText(/Kind/), 'company');
    const company = screen.getByRole('region', { name: 'Company' });
    expect(within(company).getByLabelText(/Company Name/)).toHaveAttribute('maxLength', '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenLastCalledWith(false, 1);
    expect(within(company).getByText('Company Name is required')).toBeInTheDocument();
  });

  it('repeats table rows: add up to the schema maximum, check each row, remove one', async () => {
    const onValid = jest.fn();
    renderWithProviders(<Applicant onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First Name/), 'Dana');
    const table = screen.getByRole('table', { name: 'Drivers' });
    expect(within(table).getByRole('textbox', { name: 'Name of driver 1' })).toHaveValue('Dana');
    expect(within(table).getByRole('textbox', { name: 'Name of driver 1' })).toHaveAttribute('maxLength', '60');

    await user.click(screen.getByRole('button', { name: 'Add driver' }));
    expect(screen.getByRole('button', { name: 'Add driver' })).toBeDisabled();
    await user.type(within(table).getByRole('textbox', { name: 'Licence of driver 2' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenLastCalledWith(false, 2);
    expect(within(table).getByText('Name is required')).toBeInTheDocument();
    expect(within(table).getByText('Licence must be a letter and 6 digits')).toBeInTheDocument();
    expect(within(table).getByRole('textbox', { name: 'Licence of driver 2' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(table).getByRole('button', { name: 'Remove driver 2' }));
    expect(within(table).queryByRole('textbox', { name: 'Name of driver 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenLastCalledWith(true, 1);
    expect(screen.getByText('valid')).toBeInTheDocument();
  });
});
