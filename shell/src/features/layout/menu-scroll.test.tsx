import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuCategory } from '@kyubos/contracts';
import { renderWithProviders } from '@kyubos/devtools/testing';
import { TopMenu } from './top-menu';

const MANY: MenuCategory[] = Array.from({ length: 14 }, (_, i) => ({
  id: i + 1,
  name: `Category ${i + 1}`,
  url: `/page_${i + 1}`,
  menutype: 1,
  submenu: [],
}));

describe('TopMenu scrolling', () => {
  const descriptors = {
    scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  };
  afterEach(() => {
    for (const [key, descriptor] of Object.entries(descriptors)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
    }
  });

  function layout(scrollWidth: number, clientWidth: number) {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
  }

  it('shows arrows when the categories overflow, each click scrolling 150 px', async () => {
    layout(2000, 800);
    const scrollBy = jest.fn();
    HTMLElement.prototype.scrollBy = scrollBy;
    renderWithProviders(<TopMenu menus={MANY} isLoading={false} isError={false} onRetry={() => undefined} onActiveChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll menu categories right' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 150, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Scroll menu categories left' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -150, behavior: 'smooth' });
  });

  it('keeps the arrows out of the Tab order: Tab goes from link to link', async () => {
    layout(2000, 800);
    renderWithProviders(<TopMenu menus={MANY.slice(0, 2)} isLoading={false} isError={false} onRetry={() => undefined} onActiveChange={() => undefined} />);
    for (const name of ['Scroll menu categories left', 'Scroll menu categories right']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('tabindex', '-1');
    }
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Category 1' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Category 2' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('shows no arrows when everything fits', () => {
    layout(600, 800);
    renderWithProviders(<TopMenu menus={MANY.slice(0, 3)} isLoading={false} isError={false} onRetry={() => undefined} onActiveChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Scroll menu categories/ })).not.toBeInTheDocument();
  });
});
