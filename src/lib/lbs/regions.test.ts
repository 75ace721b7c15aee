// The district list as a three-level region tree, and regions found by typing.
import { describe, expect, it } from 'vitest';
import type { District } from './client';
import { findRegions, loadRegionTree, regionTree } from './regions';
import type { LbsClient } from './client';

const d = (id: string, fullname: string, cidx?: [number, number]): District => ({
  id,
  fullname,
  ...(cidx ? { cidx } : {}),
});
// As the service answers: provinces; cities (a municipality's districts among them); districts.
const levels: District[][] = [
  [d('310000', '上海市', [0, 1]), d('330000', '浙江省', [2, 3]), d('410000', '河南省', [4, 5]), d('710000', '台湾省')],
  [
    d('310101', '黄浦区'),
    d('310118', '青浦区'),
    d('330100', '杭州市', [0, 2]),
    d('330200', '宁波市', [3, 3]),
    d('410100', '郑州市', [4, 4]),
    d('419001', '济源市'),
  ],
  [d('330106', '西湖区'), d('330113', '临平区'), d('330114', '钱塘区'), d('330203', '海曙区'), d('410102', '中原区')],
];

describe('regionTree', () => {
  const tree = regionTree(levels);
  const paths = tree.flatMap((p) =>
    (p.children ?? []).flatMap((c) => (c.children ?? []).map((x) => `${p.value}/${c.value}/${x.value}`)),
  );

  it('has three levels everywhere: a municipality is its own city, a city without districts its own district', () => {
    expect(paths).toEqual([
      '上海市/上海市/黄浦区',
      '上海市/上海市/青浦区',
      '浙江省/杭州市/西湖区',
      '浙江省/杭州市/临平区',
      '浙江省/杭州市/钱塘区',
      '浙江省/宁波市/海曙区',
      '河南省/郑州市/中原区',
      '河南省/济源市/济源市',
      '台湾省/台湾省/台湾省',
    ]);
    expect(tree[1]).toMatchObject({ label: '浙江省', value: '浙江省', code: '330000' });
  });

  it('finds a district by part of its name, names that start with it first', () => {
    expect(findRegions(tree, ' 钱塘 ')).toEqual([
      { path: ['浙江省', '杭州市', '钱塘区'], text: '浙江省 杭州市 钱塘区' },
    ]);
    expect(findRegions(tree, '青浦')).toEqual([{ path: ['上海市', '上海市', '青浦区'], text: '上海市 青浦区' }]);
    expect(findRegions(tree, '济源').map((m) => m.text)).toEqual(['河南省 济源市']);
    // By a city's name: its districts.
    expect(findRegions(tree, '杭州').map((m) => m.path[2])).toEqual(['西湖区', '临平区', '钱塘区']);
    expect(findRegions(tree, '区', 2)).toHaveLength(2);
    expect(findRegions(tree, '')).toEqual([]);
    expect(findRegions(tree, '不存在')).toEqual([]);
  });
});

describe('loadRegionTree', () => {
  it('asks the service once per client, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const client = {
      getCityList: async () => {
        calls += 1;
        if (fail) throw new Error('offline');
        return levels;
      },
    } as unknown as LbsClient;
    await expect(loadRegionTree(client)).rejects.toThrow('offline');
    fail = false;
    const a = await loadRegionTree(client);
    const b = await loadRegionTree(client);
    expect(a).toBe(b);
    expect(calls).toBe(2);
  });
});
