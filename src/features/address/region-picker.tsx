// The address form's region picker: every province, city and district from the location service's
// district list (lib/lbs/regions, asked once and kept), chosen level by level, or found by typing
// (钱塘 -> 浙江省 杭州市 钱塘区, chosen at once). A bottom popup with cancel, title and confirm.
import { useEffect, useId, useState } from 'react';
import { useRequest } from 'ahooks';
import { CascaderView, List, Popup, SearchBar } from 'antd-mobile';
import { useT } from '@/i18n';
import { Loadable, Skeleton } from '@/components/loadable';
import { appLbsClient, type LbsClient } from '@/lib/lbs/client';
import { findRegions, loadRegionTree } from '@/lib/lbs/regions';

let client: LbsClient | null = null;
/** One client, so that the region tree is asked for once per page load. */
const regions = () => loadRegionTree((client ??= appLbsClient()));

export interface RegionPickerProps {
  visible: boolean;
  /** [province, city, district], empty when none was chosen. */
  value: string[];
  onClose: () => void;
  onConfirm: (value: [string, string, string]) => void;
}

export function RegionPicker({ visible, value, onClose, onConfirm }: RegionPickerProps) {
  const t = useT();
  const titleId = useId();
  const request = useRequest(regions, { ready: visible });
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>(value);
  // Each opening starts from the form's value, with nothing typed.
  useEffect(() => {
    if (!visible) return;
    setChosen(value);
    setKeyword('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [visible]);

  const confirm = (v: string[]) => {
    const [province = '', city = '', district = ''] = v;
    onConfirm([province, city, district]);
    onClose();
  };
  const matches = request.data && keyword.trim() ? findRegions(request.data, keyword) : null;

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="region-popup" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="region-dialog">
        <div className="region-head">
          <button type="button" className="region-head-button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <h2 id={titleId} className="region-title">
            {t('address.regionPicker')}
          </h2>
          <button
            type="button"
            className="region-head-button region-head-button--ok"
            onClick={() => confirm(chosen)}
            data-testid="region-confirm"
          >
            {t('common.ok')}
          </button>
        </div>
        <div className="region-search">
          <SearchBar
            value={keyword}
            onChange={setKeyword}
            placeholder={t('address.regionSearch')}
            aria-label={t('address.regionSearch')}
            clearable={false}
          />
        </div>
        <Loadable request={request} skeleton={<Skeleton rows={6} />}>
          {(tree) =>
            matches ? (
              <List className="region-matches" aria-label={t('address.regionMatches')}>
                {matches.length === 0 && <List.Item>{t('address.regionNoMatch')}</List.Item>}
                {matches.map((m) => (
                  <List.Item
                    key={m.path.join('/')}
                    onClick={() => confirm(m.path)}
                    arrowIcon={false}
                    data-testid="region-match"
                  >
                    {m.text}
                  </List.Item>
                ))}
              </List>
            ) : (
              <CascaderView
                options={tree}
                value={chosen}
                onChange={(v) => setChosen(v.map(String))}
                placeholder={t('address.regionTab')}
              />
            )
          }
        </Loadable>
      </div>
    </Popup>
  );
}
