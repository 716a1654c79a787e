import { describe, expect, it } from '@jest/globals';
import { gtagOptions } from '../analytics';

describe('gtagOptions', () => {
  it('turns analytics off when GA_MEASUREMENT_ID is unset, empty or blank', () => {
    expect(gtagOptions(undefined)).toBeUndefined();
    expect(gtagOptions('')).toBeUndefined();
    expect(gtagOptions('   ')).toBeUndefined();
  });

  it('turns the gtag tracker on, with anonymised IPs, for a measurement id', () => {
    expect(gtagOptions('G-ABC123XYZ')).toEqual({ trackingID: 'G-ABC123XYZ', anonymizeIP: true });
    expect(gtagOptions(' G-ABC123XYZ\n')).toEqual({ trackingID: 'G-ABC123XYZ', anonymizeIP: true });
    expect(gtagOptions('UA-12345-1')).toEqual({ trackingID: 'UA-12345-1', anonymizeIP: true });
  });

  it('rejects a value that is not a measurement id, naming the variable and the value', () => {
    expect(() => gtagOptions('true')).toThrow(/GA_MEASUREMENT_ID.*"true"/);
    expect(() => gtagOptions('G-abc 123')).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => gtagOptions('https://www.googletagmanager.com/gtag/js?id=G-1')).toThrow(
      /GA_MEASUREMENT_ID/,
    );
  });
});
