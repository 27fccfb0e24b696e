import { act, render, screen } from '@testing-library/react';
import { UiProvider } from './ui-provider';
import { TimedAlert, useTimedMessage, type TimedMessageControls } from './timed-alert';

let controls: TimedMessageControls;

function Harness({ ms }: { ms?: number }) {
  controls = useTimedMessage(ms);
  return <TimedAlert message={controls.message} />;
}

function renderHarness(ms?: number) {
  return render(
    <UiProvider withGlobalStyle={false}>
      <Harness ms={ms} />
    </UiProvider>,
  );
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
});
