// Places the mock location service answers with: communities, shops and services around
// Shanghai (Jing'an, Xuhui, Pudong) and Hangzhou (Xihu, Gongshu), GCJ-02 coordinates.

export interface SeedPlace {
  id: string;
  title: string;
  address: string;
  category: string;
  tel: string;
  lat: number;
  lng: number;
  adcode: string;
  province: string;
  city: string;
  district: string;
}

const sh = (adcode: string, district: string) => ({ adcode, province: '上海市', city: '上海市', district });
const hz = (adcode: string, district: string) => ({ adcode, province: '浙江省', city: '杭州市', district });
const JA = sh('310106', '静安区');
const XH = sh('310104', '徐汇区');
const PD = sh('310115', '浦东新区');
const HXH = hz('330106', '西湖区');
const GS = hz('330105', '拱墅区');

export const seedPlaces: SeedPlace[] = [
  {
    id: '1001',
    title: '静安新城小区',
    address: '上海市静安区共和新路3088弄',
    category: '房产小区:住宅区',
    tel: '',
    lat: 31.2772,
    lng: 121.4555,
    ...JA,
  },
  {
    id: '1002',
    title: '人民广场',
    address: '上海市黄浦区人民大道120号',
    category: '旅游景点:公园',
    tel: '',
    lat: 31.2304,
    lng: 121.4737,
    ...sh('310101', '黄浦区'),
  },
  {
    id: '1003',
    title: '静安寺',
    address: '上海市静安区南京西路1686号',
    category: '旅游景点:寺庙',
    tel: '021-62566366',
    lat: 31.2236,
    lng: 121.4456,
    ...JA,
  },
  {
    id: '1004',
    title: '大宁国际社区',
    address: '上海市静安区广中西路777弄',
    category: '房产小区:住宅区',
    tel: '',
    lat: 31.2795,
    lng: 121.4589,
    ...JA,
  },
  {
    id: '1005',
    title: '盒马鲜生(大宁店)',
    address: '上海市静安区共和新路1898号',
    category: '购物:超市',
    tel: '021-56350011',
    lat: 31.2712,
    lng: 121.4601,
    ...JA,
  },
  {
    id: '1006',
    title: '延长路菜市场',
    address: '上海市静安区延长中路608号',
    category: '购物:菜市场',
    tel: '',
    lat: 31.2741,
    lng: 121.4552,
    ...JA,
  },
  {
    id: '1007',
    title: '彭浦新村社区服务中心',
    address: '上海市静安区临汾路380号',
    category: '生活服务:社区中心',
    tel: '021-56650123',
    lat: 31.3041,
    lng: 121.4485,
    ...JA,
  },
  {
    id: '1008',
    title: '徐汇滨江花园',
    address: '上海市徐汇区龙腾大道2555弄',
    category: '房产小区:住宅区',
    tel: '',
    lat: 31.1791,
    lng: 121.4613,
    ...XH,
  },
  {
    id: '1009',
    title: '田林十二村',
    address: '上海市徐汇区田林路200弄',
    category: '房产小区:住宅区',
    tel: '',
    lat: 31.1725,
    lng: 121.4284,
    ...XH,
  },
  {
    id: '1010',
    title: '徐家汇公园',
    address: '上海市徐汇区肇嘉浜路889号',
    category: '旅游景点:公园',
    tel: '',
    lat: 31.1959,
    lng: 121.4431,
    ...XH,
  },
  {
    id: '1011',
    title: '联华超市(田林店)',
    address: '上海市徐汇区田林东路75号',
    category: '购物:超市',
    tel: '021-64850231',
    lat: 31.1741,
    lng: 121.4352,
    ...XH,
  },
  {
    id: '1012',
    title: '世纪公园',
    address: '上海市浦东新区锦绣路1001号',
    category: '旅游景点:公园',
    tel: '021-38760588',
    lat: 31.2156,
    lng: 121.5519,
    ...PD,
  },
  {
    id: '1013',
    title: '联洋花园社区',
    address: '上海市浦东新区芳甸路300弄',
    category: '房产小区:住宅区',
    tel: '',
    lat: 31.2231,
    lng: 121.5602,
    ...PD,
  },
  {
    id: '1014',
    title: '花木社区菜场',
    address: '上海市浦东新区梅花路1000号',
    category: '购物:菜市场',
    tel: '',
    lat: 31.2138,
    lng: 121.5489,
    ...PD,
  },
  {
    id: '1015',
    title: '陆家嘴中心绿地',
    address: '上海市浦东新区陆家嘴环路',
    category: '旅游景点:公园',
    tel: '',
    lat: 31.2397,
    lng: 121.5031,
    ...PD,
  },
  {
    id: '1016',
    title: '西湖文化广场',
    address: '杭州市拱墅区中山北路',
    category: '旅游景点:广场',
    tel: '',
    lat: 30.2787,
    lng: 120.1679,
    ...GS,
  },
  {
    id: '1017',
    title: '翠苑一区',
    address: '杭州市西湖区文三路翠苑一区',
    category: '房产小区:住宅区',
    tel: '',
    lat: 30.2837,
    lng: 120.1302,
    ...HXH,
  },
  {
    id: '1018',
    title: '文新菜市场',
    address: '杭州市西湖区文二西路433号',
    category: '购物:菜市场',
    tel: '',
    lat: 30.2865,
    lng: 120.1195,
    ...HXH,
  },
  {
    id: '1019',
    title: '物美超市(文三路店)',
    address: '杭州市西湖区文三路259号',
    category: '购物:超市',
    tel: '0571-88211234',
    lat: 30.2801,
    lng: 120.1389,
    ...HXH,
  },
  {
    id: '1020',
    title: '西湖风景名胜区',
    address: '杭州市西湖区龙井路1号',
    category: '旅游景点:风景区',
    tel: '0571-87179603',
    lat: 30.2422,
    lng: 120.1483,
    ...HXH,
  },
  {
    id: '1021',
    title: '大关苑社区',
    address: '杭州市拱墅区大关路大关苑',
    category: '房产小区:住宅区',
    tel: '',
    lat: 30.3098,
    lng: 120.1531,
    ...GS,
  },
  {
    id: '1022',
    title: '拱宸桥',
    address: '杭州市拱墅区小河路与丽水路交叉口',
    category: '旅游景点:古迹',
    tel: '',
    lat: 30.3214,
    lng: 120.1421,
    ...GS,
  },
];

/** Where the mock puts every IP address (Jing'an, Shanghai). */
export const ipPlace = {
  lat: 31.2286,
  lng: 121.4476,
  adcode: '310106',
  province: '上海市',
  city: '上海市',
  district: '静安区',
};

/** Points of the regions around the seeded places: the district calls' `location` (mock/seed/regions.ts). */
export const districts = {
  provinces: [
    { id: '310000', name: '上海', fullname: '上海市', location: { lat: 31.2304, lng: 121.4737 } },
    { id: '330000', name: '浙江', fullname: '浙江省', location: { lat: 30.2674, lng: 120.1528 } },
  ],
  children: {
    '310000': [
      { id: '310101', fullname: '黄浦区', location: { lat: 31.2316, lng: 121.4846 } },
      { id: '310104', fullname: '徐汇区', location: { lat: 31.1883, lng: 121.4365 } },
      { id: '310106', fullname: '静安区', location: { lat: 31.229, lng: 121.448 } },
      { id: '310115', fullname: '浦东新区', location: { lat: 31.2213, lng: 121.5445 } },
    ],
    '330000': [{ id: '330100', fullname: '杭州市', location: { lat: 30.2741, lng: 120.1551 } }],
    '330100': [
      { id: '330105', fullname: '拱墅区', location: { lat: 30.3195, lng: 120.1418 } },
      { id: '330106', fullname: '西湖区', location: { lat: 30.2595, lng: 120.1301 } },
    ],
  } as Record<string, { id: string; fullname: string; location: { lat: number; lng: number } }[]>,
};
