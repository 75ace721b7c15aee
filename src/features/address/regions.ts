// A small built-in region list (province -> city -> district) for the address form's picker: the
// municipalities and the larger cities around the communities the app serves. A place picked on the
// map may name a region outside this list; the form keeps it as the map gave it.
import type { CascaderOption } from 'antd-mobile';

type Cities = Record<string, string[]>;

const REGIONS: Record<string, Cities> = {
  北京市: { 北京市: ['东城区', '西城区', '朝阳区', '海淀区', '丰台区', '石景山区', '通州区', '昌平区', '大兴区'] },
  上海市: { 上海市: ['黄浦区', '徐汇区', '长宁区', '静安区', '普陀区', '虹口区', '杨浦区', '闵行区', '宝山区', '浦东新区', '松江区', '嘉定区'] },
  天津市: { 天津市: ['和平区', '河东区', '河西区', '南开区', '河北区', '红桥区', '滨海新区'] },
  重庆市: { 重庆市: ['渝中区', '江北区', '南岸区', '沙坪坝区', '九龙坡区', '渝北区'] },
  浙江省: {
    杭州市: ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区'],
    宁波市: ['海曙区', '江北区', '北仑区', '鄞州区'],
    温州市: ['鹿城区', '龙湾区', '瓯海区'],
  },
  江苏省: {
    南京市: ['玄武区', '秦淮区', '建邺区', '鼓楼区', '栖霞区', '江宁区'],
    苏州市: ['姑苏区', '虎丘区', '吴中区', '相城区', '吴江区'],
  },
  广东省: {
    广州市: ['越秀区', '海珠区', '荔湾区', '天河区', '白云区', '番禺区'],
    深圳市: ['福田区', '罗湖区', '南山区', '宝安区', '龙岗区', '龙华区'],
  },
  四川省: { 成都市: ['锦江区', '青羊区', '金牛区', '武侯区', '成华区', '双流区'] },
  湖北省: { 武汉市: ['江岸区', '江汉区', '硚口区', '武昌区', '洪山区', '汉阳区'] },
  福建省: {
    福州市: ['鼓楼区', '台江区', '仓山区', '晋安区'],
    厦门市: ['思明区', '湖里区', '集美区', '海沧区'],
  },
  山东省: {
    济南市: ['历下区', '市中区', '槐荫区', '天桥区'],
    青岛市: ['市南区', '市北区', '李沧区', '崂山区', '黄岛区'],
  },
};

const leaf = (name: string): CascaderOption => ({ label: name, value: name });

/** The options of the province / city / district picker. */
export const regionOptions: CascaderOption[] = Object.entries(REGIONS).map(([province, cities]) => ({
  ...leaf(province),
  children: Object.entries(cities).map(([city, districts]) => ({ ...leaf(city), children: districts.map(leaf) })),
}));

/** Whether the built-in list has this region (a region from the map may not be there). */
export function isKnownRegion(province: string, city: string, district: string): boolean {
  return REGIONS[province]?.[city]?.includes(district) ?? false;
}
