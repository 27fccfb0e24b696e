import { useState } from 'react';
import { screen } from '@testing-library/react';
import { CheckboxField, FormGrid, FormSection, RadioGroupField, SelectField, TextAreaField, TextField } from './form-fields';
import { CellInput } from './rows-table';
import { renderWithUi } from './test-utils';

function ControlledText(props: { required?: boolean; error?: string; hint?: string; maxLength?: number; type?: string; initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField label="First Name" name="first_name" value={value} onChange={setValue} {...rest} />;
}

describe('TextField', () => {
  it('associates its label with the input and reports typed values', async () => {
    const { user } = renderWithUi(<ControlledText maxLength={5} />);
    const input = screen.getByLabelText('First Name');
    expect(input).toHaveAttribute('name', 'first_name');
    await user.type(input, 'Dorothy');
    expect(input).toHaveValue('Dorot');
  });

  describe('with a length limit, never cuts a value silently', () => {
    it('drops the outer spaces of a paste before the limit applies ("  ZQ  " in a 3-character box is ZQ)', async () => {
      const { user } = renderWithUi(<ControlledText maxLength={3} />);
      const input = screen.getByLabelText('First Name');
      await user.click(input);
      await user.paste('  ZQ  ');
      expect(input).toHaveValue('ZQ');
    });

    it('drops the outer spaces of a paste into an email box too, which has no caret to place', async () => {
      const { user } = renderWithUi(<ControlledText maxLength={100} type="email" />);
      const input = screen.getByLabelText('First Name');
      await user.click(input);
      await user.paste('  bob@example.com  ');
      expect(input).toHaveValue('bob@example.com');
    });

    it('takes a paste too long for the limit whole, for the form to name the limit, rather than cut it', async () => {
      const { user } = renderWithUi(<ControlledText maxLength={3} />);
      const input = screen.getByLabelText('First Name');
      await user.click(input);
      await user.paste(' ABCD ');
      expect(input).toHaveValue('ABCD');
    });

    it('pastes a text too long whole where the caret is, keeping what is around it', async () => {
      const { user } = renderWithUi(<ControlledText maxLength={4} initial="AE" />);
      const input = screen.getByLabelText('First Name') as HTMLInputElement;
      await user.click(input);
      input.setSelectionRange(1, 1);
      await user.paste('BCD');
      expect(input).toHaveValue('ABCDE');
      expect(input.selectionStart).toBe(4);
    });

    it('does not count typed outer spaces against the limit', async () => {
      const { user } = renderWithUi(<ControlledText maxLength={3} />);
      const input = screen.getByLabelText('First Name');
      await user.type(input, '  ZQXY');
      expect(input).toHaveValue('  ZQX');
    });

    it('keeps the spaces of a password, which are part of it, and still takes a long paste whole', async () => {
      const { user } = renderWithUi(<ControlledText maxLength={4} type="password" />);
      const input = screen.getByLabelText('First Name');
      await user.click(input);
      await user.paste(' ab ');
      expect(input).toHaveValue(' ab ');
      await user.clear(input);
      await user.paste('abcdef');
      expect(input).toHaveValue('abcdef');
    });

    it('holds for the cells of a rows table too', async () => {
      function Cell() {
        const [value, setValue] = useState('');
        return <CellInput label="Code of row 1" value={value} onChange={setValue} maxLength={3} />;
      }
      const { user } = renderWithUi(<Cell />);
      await user.click(screen.getByLabelText('Code of row 1'));
      await user.paste('  ZQ  ');
      expect(screen.getByLabelText('Code of row 1')).toHaveValue('ZQ');
    });
  });

  it('shows a visible required marker and marks the input required', () => {
    renderWithUi(<ControlledText required />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toBeVisible();
  });

  it('has no required marker when optional', () => {
    renderWithUi(<ControlledText />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).not.toBeRequired();
  });

  it('shows the error and hint and ties them to the input', () => {
    renderWithUi(<ControlledText error="Sorry, that username is already taken" hint="Letters only" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Letters only Sorry, that username is already taken');
    expect(screen.getByText('Sorry, that username is already taken')).toBeVisible();
  });

  it('passes native attributes through (type, readOnly, inputMode)', () => {
    renderWithUi(<TextField label="Email" name="email" type="email" value="a@b.co" onChange={() => {}} readOnly inputMode="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('inputmode', 'email');
  });
});

describe('SelectField', () => {
  it('offers a placeholder first and reports the chosen value', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(
      <SelectField
        label="Country"
        name="country_id"
        value=""
        placeholder="Select country"
        options={[
          { value: 1, label: 'United States' },
          { value: 2, label: 'Canada' },
        ]}
        onChange={onChange}
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Select country');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select country', 'United States', 'Canada']);
    await user.selectOptions(select, 'Canada');
    expect(onChange).toHaveBeenCalledWith('2', expect.anything());
  });
});

function UserTypeHarness() {
  const [value, setValue] = useState('Main');
  return (
    <>
      <RadioGroupField
        label="User Type"
        name="usertype"
        value={value}
        onChange={setValue}
        options={[
          { value: 'Main', label: 'Main' },
          { value: 'Agent', label: 'Agent' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('RadioGroupField', () => {
  it('is a group named by its legend and changes the value', async () => {
    const { user } = renderWithUi(<UserTypeHarness />);
    const group = screen.getByRole('group', { name: 'User Type' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Main' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    expect(screen.getByRole('radio', { name: 'Agent' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Main' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Agent');
  });
});

describe('CheckboxField', () => {
  it('reports the new checked state', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<CheckboxField label="Retaliatory tax" name="tax_flag" checked={false} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Retaliatory tax' }));
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
  });
});

describe('TextAreaField', () => {
  it('is a labelled multi-line input', async () => {
    const onChange = jest.fn();
    const { user } = renderWithUi(<TextAreaField label="Description" name="description" value="" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'x');
    expect(onChange).toHaveBeenCalledWith('x', expect.anything());
  });
});

describe('FormSection and FormGrid', () => {
  it('group fields under a named region with a heading', () => {
    renderWithUi(
      <FormSection title="Licence" description="As printed on the licence">
        <FormGrid>
          <TextField label="Licence Number" name="licence" value="" onChange={() => {}} />
          <TextAreaField label="Notes" name="notes" value="" onChange={() => {}} />
        </FormGrid>
      </FormSection>,
    );
    const region = screen.getByRole('region', { name: 'Licence' });
    expect(region).toContainElement(screen.getByRole('textbox', { name: 'Licence Number' }));
    expect(screen.getByRole('heading', { name: 'Licence' })).toBeInTheDocument();
    // Text areas span both grid columns by default.
    expect(screen.getByRole('textbox', { name: 'Notes' }).parentElement).toHaveAttribute('data-span', 'full');
  });
});
