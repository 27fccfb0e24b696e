import { BDX_PERIOD_FORMAT } from '@kyubos/contracts/constants';
import { formatPeriod, periodDigits } from '@kyubos/domain/period';
import { TextField } from './form-fields';

export interface PeriodFieldProps {
  /** Digits only, at most 6 (MMYYYY). */
  value: string;
  onChange: (digits: string) => void;
  required?: boolean;
  error?: string;
}

/** Period: keeps digits only (at most 6) and shows them as MM/YYYY. */
export function PeriodField({ value, onChange, required, error }: PeriodFieldProps) {
  return (
    <TextField
      label="Period"
      name="period"
      value={formatPeriod(value)}
      onChange={(text) => onChange(periodDigits(text))}
      inputMode="numeric"
      placeholder={BDX_PERIOD_FORMAT}
      maxLength={20}
      required={required}
      error={error}
    />
  );
}
