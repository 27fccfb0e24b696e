import type { FormAttribute, IntakeFormGroup, PolicyDetails } from '@kyubos/contracts';
import { CHECKBOX_ON, detailValue, formatIsoDate, isRequiredAttribute, maskAllButLastFour, rowCountOf } from '@kyubos/domain';
import { Button, FormGrid, FormSection, VisuallyHidden } from '@kyubos/ui';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { FIELD_RENDERERS } from './attribute-fields';
import { fieldKey, type IntakeFormState } from './use-intake-form';

/**
 * Single Column: label 40%, value 60%. The fields' own label sits in the first column and the
 * control, hint and message in the second.
 */
const SingleColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  & > * {
    display: grid;
    grid-template-columns: 40% 60%;
    align-items: center;
  }
  & > * > :not(:first-child) {
    grid-column: 2;
  }
`;

const Entry = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;
const EntryTitle = styled.legend`
  padding: 0 ${({ theme }) => theme.spacing.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const EntryActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

function EditableGroup({ group, form }: { group: IntakeFormGroup; form: IntakeFormState }) {
  const addButton = useRef<HTMLButtonElement>(null);
  const lastEntry = useRef<HTMLFieldSetElement>(null);
  const field = (attribute: FormAttribute, row: number) => {
    const key = fieldKey(attribute, row);
    const Renderer = FIELD_RENDERERS[attribute.attribute_type];
    return (
      <Renderer
        key={key}
        attribute={attribute}
        id={`attribute-${attribute.id}-${row}`}
        name={key}
        value={form.value(attribute, row)}
        required={isRequiredAttribute(attribute)}
        error={form.errors[key]}
        onChange={(value) => form.setValue(attribute, row, value)}
        setError={(message) => form.setError(key, message)}
      />
    );
  };

  if (group.displaytype === 'Table') {
    const count = form.rows(group);
    // The removed entry's button is gone: focus goes to "+ Add New", after the entries, not to the page's start.
    const removeRow = (row: number) => {
      flushSync(() => form.removeRow(group, row));
      addButton.current?.focus();
    };
    // The new entry is where the user goes next: it is brought into view whole (its title too) and its first field takes the focus.
    const addRow = () => {
      flushSync(() => form.addRow(group));
      const entry = lastEntry.current;
      entry?.scrollIntoView?.({ block: 'nearest' });
      entry?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    };
    return (
      <FormSection title={group.name}>
        {Array.from({ length: count }, (_, row) => (
          <Entry key={row} ref={row === count - 1 ? lastEntry : undefined}>
            <EntryTitle>{`${group.name} ${row + 1}`}</EntryTitle>
            <FormGrid>{group.attributes.map((attribute) => field(attribute, row))}</FormGrid>
            {form.canRemoveRow(group) && (
              <EntryActions>
                <Button variant="link" size="sm" aria-label={`Remove ${group.name} ${row + 1}`} onClick={() => removeRow(row)}>
                  Remove
                </Button>
              </EntryActions>
            )}
          </Entry>
        ))}
        <Button ref={addButton} type="button" variant="secondary" disabled={!form.canAddRow(group)} onClick={addRow}>
          {/* The group in its name: a form has several Table groups, each with its own "+ Add New". */}
          + Add New<VisuallyHidden> {group.name}</VisuallyHidden>
        </Button>
      </FormSection>
    );
  }
  const fields = group.attributes.map((attribute) => field(attribute, 0));
  return (
    <FormSection title={group.name}>
      {group.displaytype === 'Double Column' ? <FormGrid>{fields}</FormGrid> : <SingleColumn>{fields}</SingleColumn>}
    </FormSection>
  );
}

/** What a read-only view shows of a value: secure ones masked but for the last 4, dates MM-DD-YYYY. */
export function displayValue(attribute: FormAttribute, value: string): string {
  if (value === '') return '';
  switch (attribute.attribute_type) {
    case 'secure':
    case 'PI secure':
      return maskAllButLastFour(value);
    case 'checkbox':
      return value === CHECKBOX_ON ? 'Yes' : 'No';
    case 'date':
      return formatIsoDate(value);
    default:
      return value;
  }
}

const Pairs = styled.dl<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns === 1 ? '40% 60%' : 'repeat(2, minmax(0, 20%) minmax(0, 30%))')};
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function ReadOnlyGroup({ group, details }: { group: IntakeFormGroup; details: PolicyDetails }) {
  const pairs = (row: number, columns: 1 | 2) => (
    <Pairs $columns={columns}>
      {group.attributes.map((attribute) => (
        <div key={attribute.id} style={{ display: 'contents' }}>
          <dt>{attribute.name}</dt>
          <dd>{displayValue(attribute, detailValue(details, attribute, row)) || '-'}</dd>
        </div>
      ))}
    </Pairs>
  );
  if (group.displaytype === 'Table') {
    return (
      <FormSection title={group.name}>
        {Array.from({ length: rowCountOf(group, details) }, (_, row) => (
          <Entry key={row}>
            <EntryTitle>{`${group.name} ${row + 1}`}</EntryTitle>
            {pairs(row, 2)}
          </Entry>
        ))}
      </FormSection>
    );
  }
  return <FormSection title={group.name}>{pairs(0, group.displaytype === 'Double Column' ? 2 : 1)}</FormSection>;
}

export type IntakeFormProps = { form: IntakeFormState; readOnly?: false } | { groups: readonly IntakeFormGroup[]; details: PolicyDetails; readOnly: true };

/** One section per attribute group, editable (with a form state) or read-only (with stored details). */
export function IntakeForm(props: IntakeFormProps) {
  if (props.readOnly) {
    return (
      <>
        {props.groups.map((group) => (
          <ReadOnlyGroup key={group.attribute_group_id} group={group} details={props.details} />
        ))}
      </>
    );
  }
  return (
    <>
      {props.form.groups.map((group) => (
        <EditableGroup key={group.attribute_group_id} group={group} form={props.form} />
      ))}
    </>
  );
}
