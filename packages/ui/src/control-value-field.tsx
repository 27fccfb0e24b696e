import { formatUsd, stripCurrency } from '@kyubos/domain/format';
import { TextField } from './form-fields';

export interface ControlValueFieldProps {
  /** As shown: typed text, formatted as US dollars when the field is left. */
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  error?: string;
}

/** The amount to send: the currency symbol and separators stripped ('$1,250.50' -> '1250.50'). */
export const controlValueToSend = (shown: string): string => stripCurrency(shown);

/** Control Value: typed freely (digits, dot), shown as USD once left: '$1,250.00' or '$1,250.50'. */
export function ControlValueField({ value, onChange, required, error }: ControlValueFieldProps) {
  return (
    <TextField
      label="Control Value"
      name="control_value"
      value={value}
      onChange={(text) => onChange(text.replace(/[^0-9.$,]/g, ''))}
      onBlur={() => onChange(formatUsd(stripCurrency(value)))}
      inputMode="decimal"
      placeholder="$0.00"
      maxLength={20}
      required={required}
      error={error}
    />
  );
}
