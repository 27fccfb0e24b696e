import type { Carrier } from '@kyubos/contracts';
import { SelectField } from '@kyubos/ui';

/** 'Send To': the client's carrier a bordereau is made for (upload and export). */
export function SendToField({
  carriers,
  value,
  onChange,
  error,
}: {
  carriers: readonly Pick<Carrier, 'id' | 'carriername'>[] | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The server's message on the carrier. */
  error?: string;
}) {
  return (
    <SelectField
      label="Send To"
      name="career_id"
      value={value}
      onChange={onChange}
      placeholder="Select carrier"
      options={(carriers ?? []).map((item) => ({ value: item.id, label: item.carriername }))}
      required
      error={error}
    />
  );
}
