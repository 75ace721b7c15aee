// How address parts read as one line: nothing said twice (the station address repeated its street).
import { describe, expect, it } from 'vitest';
import { fullAddress, joinAddress } from './address';

describe('joinAddress', () => {
  it('leaves out the beginning of a part that repeats the end of the line so far', () => {
    expect(joinAddress(['西湖区', '文二西路551号', '文二西路551号8幢架空层'])).toBe('西湖区文二西路551号8幢架空层');
    expect(joinAddress(['黄浦区', '马当路388弄', '3号楼南门'])).toBe('黄浦区马当路388弄3号楼南门');
  });

  it('keeps short coincidences and skips blanks', () => {
    // '号' + '号楼' is one character: two different things that happen to meet, kept as typed.
    expect(joinAddress(['马当路388号', '号楼东侧'])).toBe('马当路388号号楼东侧');
    expect(joinAddress(['', ' 黄浦区 ', '', '马当路'])).toBe('黄浦区马当路');
  });

  it('a detail typed with its district or city does not repeat them', () => {
    expect(fullAddress({ province: '浙江省', city: '杭州市', district: '西湖区', detail: '西湖区文二西路551号' })).toBe(
      '浙江省杭州市西湖区文二西路551号',
    );
    expect(
      fullAddress({ province: '上海市', city: '上海市', district: '黄浦区', detail: '上海市黄浦区马当路388弄' }),
    ).toBe('上海市黄浦区马当路388弄');
  });
});
