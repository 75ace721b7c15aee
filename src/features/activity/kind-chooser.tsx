// The create entry's kind chooser: the five kinds, each with a one-line description; picking one opens
// the editor of that kind.
import { Popup } from 'antd-mobile';
import { ACTIVITY_KINDS, type ActivityKind } from '@/api/activity';
import { useT } from '@/i18n';
import { KIND_DESC_KEYS, KIND_KEYS } from './labels';

export function KindChooser({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (type: ActivityKind) => void;
}) {
  const t = useT();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="act-sheet" destroyOnClose>
      <section role="dialog" aria-modal="true" aria-labelledby="act-kind-title">
        <div className="act-sheet-head">
          <h2 id="act-kind-title">{t('activity.chooseKind')}</h2>
          <button type="button" className="act-sheet-close" onClick={onClose} aria-label={t('common.cancel')}>
            ×
          </button>
        </div>
        <ul className="act-kind-list">
          {ACTIVITY_KINDS.map((type) => (
            <li key={type}>
              <button
                type="button"
                className="act-kind-option"
                onClick={() => onPick(type)}
                data-testid={`kind-${type}`}
              >
                <span className={`act-kind act-kind-badge act-kind--${type}`} aria-hidden="true">
                  {t(KIND_KEYS[type]).slice(0, 1)}
                </span>
                <span className="act-kind-text">
                  <strong>{t(KIND_KEYS[type])}</strong>
                  <span>{t(KIND_DESC_KEYS[type])}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Popup>
  );
}
