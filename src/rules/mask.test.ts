import { describe, expect, it } from 'vitest';
import { maskName, maskPhone } from './mask';

describe('masking a person for others', () => {
  it('a phone keeps its first 3 and last 4 digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345')).toBe('****2345');
    expect(maskPhone('')).toBe('****');
  });
  it('a name keeps its first character', () => {
    expect(maskName('张三丰')).toBe('张*');
    expect(maskName('𠮷哥')).toBe('𠮷*');
    expect(maskName('  ')).toBe('*');
  });
});
