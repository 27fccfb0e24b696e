import type { Carrier } from '@kyubos/contracts';
import { SelectField } from '@kyubos/ui';

/** 'Send To': the client's carrier a bordereau is made for (upload and export). */
export function SendToField({ carriers, value, onChange }: { carriers: readonly Pick<Carrier, 'id' | 'carriername'>[] | undefined; value: string; onChange: (value: string) => void }) {
  return (
    <SelectField
      label="Send To"
      name="career_id"
      value={value}
      onChange={onChange}
      placeholder="Select carrier"
      options={(carriers ?? []).map((item) => ({ value: item.id, label: item.carriername }))}
      required
    />
  );
}
