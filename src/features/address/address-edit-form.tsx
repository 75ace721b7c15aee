// The address form (/pages/address/edit): receiver, phone, region, street address, a point from the map
// picker and "default", each field's fault said under it; what is typed is kept in storage until it is saved
// or discarded (a reload or the map trip loses nothing); save sends one request however often it is tapped.
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { regionText, removeAddress, saveAddress } from '@/api/address';
import { PageHeader, useGoBack } from '@/components/page-header';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { FormField } from '@/components/form-field';
import { useFormState } from '@/components/use-form-state';
import { answerOf, askFor, takeAnswer } from '@/state/come-back';
import { isPlace } from '@/state/location';
import {
  applyPlace,
  sameDraft,
  toInput,
  validateAddress,
  ADDRESS_FIELDS,
  type AddressDraft,
  type AddressField,
} from './address-form';
import { clearAddressDraft, readAddressDraft, writeAddressDraft } from './address-draft';
import { RegionPicker } from './region-picker';

/** The form, starting from what was kept of an earlier visit, else from `baseline` (the saved address or an empty one). */
export function AddressForm({ title, baseline }: { title: string; baseline: AddressDraft }) {
  const t = useT();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.addressList);
  // This form's ask of the map picker (one per address, 'new' for a new one).
  const asker = `address-${baseline.code || 'new'}`;
  const [initial] = useState(() => {
    const kept = readAddressDraft(baseline.code);
    if (!kept) return { draft: baseline, restored: false, fromMap: false };
    // Back from the map picker: take the place it hands over (if one was confirmed).
    const picked = kept.awaitingMap ? answerOf('place', asker, isPlace) : null;
    const draft = picked ? applyPlace(kept.draft, picked) : kept.draft;
    return { draft, restored: !kept.awaitingMap, fromMap: kept.awaitingMap };
  });
  const form = useFormState({ initial: initial.draft, fields: ADDRESS_FIELDS, check: validateAddress });
  const { values: draft, set, touch } = form;
  const [regionOpen, setRegionOpen] = useState(false);
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);
  const refs = useRef<Partial<Record<AddressField, HTMLElement | null>>>({});

  // The map's answer is consumed once (a pick meant for another screen is left alone).
  useEffect(() => {
    if (initial.fromMap) takeAnswer('place', asker, isPlace);
  }, [initial.fromMap, asker]);

  // Keep what was typed (nothing to keep while it equals the saved address).
  const dirty = !sameDraft(draft, baseline);
  useEffect(() => {
    if (dirty) writeAddressDraft({ draft, awaitingMap: false });
    else clearAddressDraft();
  }, [draft, dirty]);

  /** Value, change, blur and focus target of a typed field. */
  const typed = (field: 'name' | 'phone' | 'detail') => ({
    ...form.text(field),
    ref: (el: HTMLElement | null) => void (refs.current[field] = el),
  });

  const pickOnMap = () => {
    writeAddressDraft({ draft, awaitingMap: true });
    askFor('place', asker);
    navigate(paths.mapPicker);
  };

  const discard = async (back: () => void) => {
    if (
      dirty &&
      !(await showModal({
        content: t('address.discardConfirm'),
        confirmText: t('address.discardOk'),
        cancelText: t('address.keepEditing'),
      }))
    )
      return;
    clearAddressDraft();
    back();
  };

  async function submit() {
    if (busy.current) return;
    const first = form.submit();
    if (first) {
      showToast(t('address.fixErrors'));
      refs.current[first]?.focus();
      return;
    }
    busy.current = true;
    setSaving(true);
    try {
      await saveAddress(toInput(draft));
      clearAddressDraft();
      showToast(t('address.saved'), { icon: 'success' });
      goBack();
    } catch {
      // The request layer has shown the server's reason; the form keeps what was typed.
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  async function askDelete() {
    if (busy.current || !(await showModal({ content: t('address.deleteConfirm'), confirmText: t('address.delete') })))
      return;
    busy.current = true;
    try {
      await removeAddress(baseline.code);
      clearAddressDraft();
      showToast(t('address.deleted'));
      goBack();
    } catch {
      // Shown by the request layer.
    } finally {
      busy.current = false;
    }
  }

  const region = regionText(draft);
  const point =
    draft.latitude !== null
      ? draft.placeTitle
        ? t('address.pointPicked', { title: draft.placeTitle })
        : t('address.pointMarked')
      : '';

  return (
    <div className="address-page">
      <PageHeader title={title} fallback={paths.addressList} onBack={(back) => void discard(back)} />
      <main className="address-main">
        {initial.restored && (
          <p className="address-note" role="status">
            {t('address.draftRestored')}
          </p>
        )}
        <form
          className="address-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField id="address-name" label={t('address.name')} error={form.errorOf('name')} inline>
            {(aria) => (
              <input {...aria} {...typed('name')} autoComplete="name" placeholder={t('address.namePlaceholder')} />
            )}
          </FormField>
          <FormField id="address-phone" label={t('address.phone')} error={form.errorOf('phone')} inline>
            {(aria) => (
              <input
                {...aria}
                {...typed('phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={t('address.phonePlaceholder')}
              />
            )}
          </FormField>
          <FormField id="address-region" label={t('address.region')} error={form.errorOf('region')} inline>
            {(aria, labelId) => (
              <PickerButton
                {...aria}
                // Its name is the label and then what it shows ("所在地区 上海市 静安区").
                aria-labelledby={`${labelId} ${aria.id}`}
                ref={(el) => void (refs.current.region = el)}
                aria-haspopup="dialog"
                value={region}
                placeholder={t('address.regionPlaceholder')}
                onClick={() => setRegionOpen(true)}
              />
            )}
          </FormField>
          <FormField id="address-detail" label={t('address.detail')} error={form.errorOf('detail')} inline>
            {(aria) => (
              <textarea
                {...aria}
                {...typed('detail')}
                rows={2}
                autoComplete="street-address"
                placeholder={t('address.detailPlaceholder')}
              />
            )}
          </FormField>
          <FormField id="address-point" label={t('address.point')} inline>
            {(aria, labelId) => (
              <PickerButton
                {...aria}
                aria-labelledby={`${labelId} ${aria.id}`}
                value={point}
                placeholder={t('address.pointPlaceholder')}
                onClick={pickOnMap}
                data-testid="address-point"
              />
            )}
          </FormField>
          <label className="address-switch-row">
            <span>
              <span className="address-switch-label">{t('address.isDefault')}</span>
              <span className="address-switch-hint">{t('address.defaultHint')}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className="address-switch"
              checked={draft.isDefault}
              disabled={baseline.isDefault}
              onChange={(e) => set({ isDefault: e.target.checked })}
            />
          </label>
        </form>
        {baseline.code && (
          <Button block fill="none" color="danger" className="address-delete" onClick={() => void askDelete()}>
            {t('address.deleteAddress')}
          </Button>
        )}
      </main>
      <ActionBar>
        <Button block color="primary" shape="rounded" loading={saving} disabled={saving} onClick={() => void submit()}>
          {t('address.save')}
        </Button>
      </ActionBar>
      <RegionPicker
        visible={regionOpen}
        value={draft.province ? [draft.province, draft.city, draft.district] : []}
        onClose={() => {
          setRegionOpen(false);
          touch('region');
        }}
        onConfirm={([province, city, district]) => set({ province, city, district })}
      />
    </div>
  );
}

/** A row's button that opens a picker, showing the picked value or a placeholder. */
function PickerButton({
  value,
  placeholder,
  ...props
}: { value: string; placeholder: string } & Omit<ComponentProps<'button'>, 'value' | 'children'>) {
  return (
    <button {...props} type="button" className={value ? 'address-picker' : 'address-picker address-picker--empty'}>
      {value || placeholder}
      <span className="address-chevron" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
