import { skipToken } from '@reduxjs/toolkit/query';
import type { Customer } from '@kyubos/contracts';
import { insuredPhoneShown } from '@kyubos/domain';
import { useClientId } from '@kyubos/mfe';
import { Button, SearchCombobox, useSettledText } from '@kyubos/ui';
import { useState } from 'react';
import { useCustomerListQuery } from '../api';

const MIN_LENGTH = 2;
const PAGE_SIZE = 10;

/** How a customer is named in the choice: as the Customers list orders them. */
export const customerName = (customer: Pick<Customer, 'firstname' | 'lastname'>) => `${customer.lastname}, ${customer.firstname}`;

interface CustomerChoiceProps {
  label: string;
  /** The customer the form opens with (its id and name: a record's, or the home page's selection), shown without asking the server. */
  initial: { id: string; firstname: string; lastname: string };
  onChoose: (customer: Customer | null) => void;
}

/**
 * The quotation form's choice of a stored customer: a typed name, email or phone asks
 * `/viewcustomerlist` for its first page of matches (never the whole book); without a choice the
 * customer is a new one, typed in the fields below.
 */
export function CustomerChoice({ label, initial, onChoose }: CustomerChoiceProps) {
  const companyId = useClientId();
  // The chosen customer's name as chosen: editing the name fields below does not rename the choice.
  const [chosenName, setChosenName] = useState(() => (initial.id ? customerName(initial) : ''));
  const [text, setText] = useState(chosenName);
  const [asked, askNow] = useSettledText(text);
  const typed = text.trim();
  const q = asked.trim();
  // Nothing is asked for the chosen customer's own name (the box shows it), nor for too short a text.
  const searchedFor = (query: string) => query.length >= MIN_LENGTH && query !== chosenName;
  const searching = searchedFor(q);
  // The server reads the text (words of a first and last name in either order, an email or a phone).
  const search = useCustomerListQuery(searching ? { companyId, search: q, filters: {}, page: 1, pageSize: PAGE_SIZE } : skipToken);
  // Matches belong to the text in the box: `currentData` is the answer to the query asked now
  // (never an earlier one's), and a text still waiting for typing to pause has none.
  const current = searching && q === typed;
  const answer = current ? search.currentData : undefined;

  return (
    <>
      <SearchCombobox<Customer>
        label={label}
        name="customer_id"
        text={text}
        onTextChange={setText}
        results={answer?.customers}
        total={answer?.total}
        failed={current && search.isError}
        searched={searchedFor(typed)}
        optionKey={(customer) => customer.customer_id}
        // The phone as the form and the Customer view show it: '(312) 555-1010', not the stored digits.
        optionLabel={(customer) => (
          <>
            {customerName(customer)}
            {customer.email || customer.phonenumber ? <small>{` · ${[customer.email, insuredPhoneShown([], customer.phonenumber)].filter(Boolean).join(' · ')}`}</small> : null}
          </>
        )}
        onChoose={(customer) => {
          const name = customerName(customer);
          setChosenName(name);
          setText(name);
          askNow(name);
          onChoose(customer);
        }}
        onDismiss={() => setText(chosenName)}
        noMatchText="No customer matches"
        listLabel="Customers found"
        placeholder="New customer"
        hint={chosenName ? undefined : 'Type the start of a first or last name (or both), an email or a phone to find a stored customer.'}
      />
      {chosenName ? (
        <Button
          variant="link"
          onClick={() => {
            setChosenName('');
            setText('');
            askNow('');
            onChoose(null);
          }}
        >
          New customer instead
        </Button>
      ) : (
        <span />
      )}
    </>
  );
}
