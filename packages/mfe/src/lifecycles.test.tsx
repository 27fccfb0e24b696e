import { createRemoteLifecycles } from './lifecycles';

describe('createRemoteLifecycles prefetch', () => {
  it('starts the reads of the screen whose route matches the path, with its parameters', () => {
    const list = jest.fn();
    const edit = jest.fn();
    const { prefetch } = createRemoteLifecycles({
      area: 'test area',
      App: () => null,
      prefetch: { '/user_admin_intakecategory': list, '/user_admin_edit_intakecategory/:id': edit },
    });
    prefetch('/user_admin_intakecategory');
    expect(list).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    prefetch('/user_admin_edit_intakecategory/7');
    expect(edit).toHaveBeenCalledWith({ id: '7' });
  });

  it('does nothing for a path the remote names no reads for', () => {
    const { prefetch } = createRemoteLifecycles({ area: 'test area', App: () => null });
    expect(() => prefetch('/user_admin_countries')).not.toThrow();
  });
});
