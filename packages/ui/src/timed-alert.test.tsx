import { act, render, screen } from '@testing-library/react';
import { UiProvider } from './ui-provider';
import { TimedAlert, useTimedMessage, type TimedMessageControls } from './timed-alert';

let controls: TimedMessageControls;

function Harness({ ms }: { ms?: number }) {
  controls = useTimedMessage(ms);
  return (
    <>
      <button type="button">Export</button>
      <TimedAlert message={controls.message} />
      <a href="#next">Next</a>
    </>
  );
}

/** The user is on the page's Export button (`focusDropped`: on nothing, as after leaving a screen whose button went with it). */
function renderHarness(ms?: number, { focusDropped = false } = {}) {
  const view = render(
    <UiProvider withGlobalStyle={false}>
      <Harness ms={ms} />
    </UiProvider>,
  );
  if (!focusDropped) screen.getByRole('button', { name: 'Export' }).focus();
  return view;
}

describe('TimedAlert with useTimedMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows an error for 3 seconds, then clears itself', () => {
    renderHarness();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => controls.show('Invalid username or password'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restarts the timer when a new message replaces the current one', () => {
    renderHarness();
    act(() => controls.show('First'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => controls.show('Saved', 'success'));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours a custom duration and can be cleared early', () => {
    renderHarness(500);
    act(() => controls.show('Short'));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => controls.show('Again'));
    act(() => controls.clear());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the focus where the user is', () => {
    renderHarness();
    act(() => controls.show('Saved', 'success'));
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  });

  it('takes a focus dropped to the page ("Quotation Approved successfully!" on the list the action left for), and stays while it holds it', () => {
    renderHarness(3000, { focusDropped: true });
    act(() => controls.show('Quotation Approved successfully!', 'success'));
    const message = screen.getByRole('alert');
    expect(message).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent('Quotation Approved successfully!');
    expect(screen.getByRole('alert')).toHaveFocus();
    // The user moves on: the message, past its time, goes.
    act(() => screen.getByRole('link', { name: 'Next' }).focus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
