import { checkSettingRule } from './setting-rules';

describe('the integer setting rule', () => {
  it.each(['1', '30', '100', ' 25 '])('accepts %p, a plain decimal integer in range', (value) => {
    expect(checkSettingRule('results_per_page', 'Results per page', value)).toBeNull();
  });

  it.each(['1e1', '0x10', '10.0', '1_0', '0', '101', ''])('refuses %p', (value) => {
    expect(checkSettingRule('results_per_page', 'Results per page', value)).toBe(
      'Results per page must be a whole number from 1 to 100',
    );
  });
});
