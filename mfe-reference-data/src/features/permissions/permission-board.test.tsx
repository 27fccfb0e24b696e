import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { MenuCategoryListResponse } from '@kyubos/contracts';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { PermissionBoard } from './components/permission-board';
import { menuItemOptions, permissionRequest, placementOf, type Placement } from './permission-model';

const MENU: MenuCategoryListResponse = {
  typemenucategory: [
    { id: 3, name: 'Users', url: '/user_admin_users', menutype: 1, submenu: [
      { id: 31, menu_id: 3, name: 'Users', url: '/user_admin_users', menutype: 1 },
      { id: 32, menu_id: 3, name: 'Agents', url: '/user_admin_agent', menutype: 1 },
    ] },
    { id: 4, name: 'Policies', url: '/user_admin_policies', menutype: 1, submenu: [] },
    { id: 5, name: 'States', url: '/user_admin_state', menutype: 1, submenu: [] },
  ],
  levels: {
    '/user_admin_users': ['read', 'read_and_write'],
    '/user_admin_agent': ['read', 'read_and_write', 'admin'],
    '/user_admin_policies': ['read', 'read_and_write', 'admin'],
    '/user_admin_state': ['read'],
  },
};
const ITEMS = menuItemOptions(MENU);

let latest: Placement = {};
function Harness({ initial = {} }: { initial?: Placement }) {
  const [placement, setPlacement] = useState<Placement>(initial);
  latest = placement;
  return <PermissionBoard items={ITEMS} placement={placement} onChange={setPlacement} />;
}

const column = (id: string) => screen.getByTestId(`permission-column-${id}`);

/** An HTML5 drag from an item to a column, as the browser fires it. */
function drag(itemKey: string, to: string) {
  const data = new Map<string, string>();
  const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '', dropEffect: '', effectAllowed: '' };
  fireEvent.dragStart(screen.getByTestId(`permission-item-${itemKey}`), { dataTransfer });
  fireEvent.dragOver(column(to), { dataTransfer });
  fireEvent.drop(column(to), { dataTransfer });
}

describe('Permission columns', () => {
  it("labels items '{category}' or '{category} / {submenu}' and lists them all as available at first", () => {
    renderWithProviders(<Harness />);
    expect(within(column('available')).getAllByRole('listitem').map((li) => li.querySelector('span')!.textContent)).toEqual([
      'Users',
      'Users / Users',
      'Users / Agents',
      'Policies',
      'States',
    ]);
  });

  it('offers an item only at the levels that mean something, says so beside it, and refuses a drop above them', async () => {
    renderWithProviders(<Harness />);
    const states = screen.getByTestId('permission-item-5/0');
    expect(within(states).getByText('Read only')).toBeInTheDocument();
    expect(within(screen.getByTestId('permission-item-3/31')).getByText('Up to Read and Write')).toBeInTheDocument();
    expect(within(screen.getByTestId('permission-item-3/32')).queryByText(/only|Up to/)).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Level for States' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Available', 'Read']);

    drag('5/0', 'read_and_write');
    expect(within(column('available')).getByText('States')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('States can be given read only: Read and Write would grant nothing more.');
    expect(latest).toEqual({});
    await userEvent.selectOptions(select, 'Read');
    expect(latest).toEqual({ '5/0': 'read' });
  });

  it('dropping an item into a column takes it out of every other one', () => {
    renderWithProviders(<Harness />);
    drag('3/32', 'read');
    expect(within(column('read')).getByText('Users / Agents')).toBeInTheDocument();
    expect(within(column('available')).queryByText('Users / Agents')).not.toBeInTheDocument();
    drag('3/32', 'admin');
    expect(within(column('admin')).getByText('Users / Agents')).toBeInTheDocument();
    expect(within(column('read')).queryByText('Users / Agents')).not.toBeInTheDocument();
    expect(latest).toEqual({ '3/32': 'admin' });
  });

  it('x removes an item from its column, back to the available ones', async () => {
    renderWithProviders(<Harness initial={{ '4/0': 'read_and_write' }} />);
    expect(within(column('read_and_write')).getByText('Policies')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Policies' }));
    expect(within(column('read_and_write')).queryByText('Policies')).not.toBeInTheDocument();
    expect(within(column('available')).getByText('Policies')).toBeInTheDocument();
    expect(latest).toEqual({});
  });

  it('moves an item from the keyboard: focus its level select and choose a column', async () => {
    renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Level for Users / Users' });
    select.focus();
    await userEvent.selectOptions(select, 'Read and Write');
    expect(within(column('read_and_write')).getByText('Users / Users')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level for Users / Users' }), 'Read');
    expect(within(column('read')).getByText('Users / Users')).toBeInTheDocument();
    expect(within(column('read_and_write')).queryByText('Users / Users')).not.toBeInTheDocument();
  });
});

describe('Permission model', () => {
  it('reads a saved set by label and writes the body with labels, format1 and format2', () => {
    const placement = placementOf(ITEMS, { id: 9, read: ['Users'], read_and_write: [], admin: ['Users / Agents'] });
    expect(placement).toEqual({ '3/0': 'read', '3/32': 'admin' });
    expect(permissionRequest(9, 2, ITEMS, placement)).toEqual({
      uid: 9,
      client_id: 2,
      id: 9,
      read: ['Users'],
      read_and_write: [],
      admin: ['Users / Agents'],
      format1: [
        { main_id: 3, sub_id: null, type: 'read' },
        { main_id: 3, sub_id: 32, type: 'admin' },
      ],
      format2: [
        { main_id: 3, sub_id: null, main_name: 'Users', sub_name: null, main_order: 1, sub_order: 0, type: 'read' },
        { main_id: 3, sub_id: 32, main_name: 'Users', sub_name: 'Agents', main_order: 1, sub_order: 2, type: 'admin' },
      ],
    });
  });

  it('shows a saved level that grants nothing more at the useful level below it, so saving sets it right', () => {
    expect(placementOf(ITEMS, { id: 9, read: [], read_and_write: ['States'], admin: ['Users / Users'] })).toEqual({
      '5/0': 'read',
      '3/31': 'read_and_write',
    });
  });
});
