import { render } from '@testing-library/react';
import { PencilIcon, TrashIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology and sized by the size prop', () => {
    const { container } = render(
      <>
        <PencilIcon />
        <TrashIcon size={24} />
      </>,
    );
    const [pencil, trash] = Array.from(container.querySelectorAll('svg'));
    expect(pencil).toHaveAttribute('aria-hidden', 'true');
    expect(pencil).toHaveAttribute('width', '16');
    expect(trash).toHaveAttribute('width', '24');
  });
});
