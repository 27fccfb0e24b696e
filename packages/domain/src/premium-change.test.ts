import { premiumChange, premiumChangedMessage } from './coverage-rules';

describe('a premium changed since the form showed it', () => {
  it('is compared in cents: the same figure to the cent is no change, a cent more is one', () => {
    expect(premiumChange('Building', 5700, 5700.0)).toBeNull();
    expect(premiumChange('Building', 0.1 + 0.2, 0.3)).toBeNull();
    expect(premiumChange('Building', 5700, 5700.01)).toEqual({ coverage: 'Building', shown: 5700, current: 5700.01 });
  });

  it('names the coverage and both figures; several coverages each with theirs', () => {
    expect(premiumChangedMessage([{ coverage: 'Building', shown: 5700, current: 6700 }])).toBe(
      'The premium of Building changed from $5,700.00 to $6,700.00 since this form was opened: review the coverages and save again.',
    );
    expect(
      premiumChangedMessage([
        { coverage: 'Building', shown: 5700, current: 6700 },
        { coverage: 'Flood', shown: 300, current: 250.5 },
        { coverage: 'Contents', shown: 0, current: 12.34 },
      ]),
    ).toBe(
      'The premiums changed: Building changed from $5,700.00 to $6,700.00, Flood changed from $300.00 to $250.50 and Contents changed from $0.00 to $12.34 since this form was opened: review the coverages and save again.',
    );
  });
});
