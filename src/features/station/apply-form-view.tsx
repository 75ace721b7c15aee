// The team leader application form: ID photos, certificates, team picture, leader type, community,
// team name, phone with an SMS code, and the pickup point address (typed or picked on the map). What
// is typed is saved as you go (draftTeam); errors show at their field; sending acts once.
import { useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Selector } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { listStationCategories } from '@/api/category';
import { listCommunities } from '@/api/community';
import { applyForStation, type Station } from '@/api/team';
import { hrefs, paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n';
import { stationCategoryText } from '@/i18n/server-names';
import { SubmitBar } from '@/components/submit-bar';
import { showToast } from '@/components/feedback';
import { FormField, focusFirstError } from '@/components/form-field';
import { useFormState } from '@/components/use-form-state';
import { useSmsCode } from '@/components/use-sms-code';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { submitWith, useLockedAction } from '@/components/use-locked-action';
import { maskPhone } from '@/rules/validate';
import { askFor, useComeBack } from '@/state/come-back';
import { isPlace } from '@/state/location';
import { userInfoAtom } from '@/state/session';
import { EMPTY_APPLICATION, applicationDraftAtom, type ApplicationDraft } from '@/state/application-draft';
import {
  ADDRESS_MAX,
  CERT_MAX,
  STATION_NAME_MAX,
  applicationOf,
  applyErrors,
  charCount,
  phoneError,
  type ApplyField,
} from './apply-form';
import { CommunityPicker } from '@/components/community-picker';
import { MapButton } from '@/components/map-button';

/** The application's name as it asks the map picker for a place. */
const TEAM_APPLY = 'station-apply';

/** The checked fields in screen order. */
const APPLY_FIELDS: readonly ApplyField[] = [
  'idCardF',
  'idCardB',
  'certs',
  'logo',
  'teamName',
  'categoryId',
  'communityCode',
  'phone',
  'verifyCode',
  'address',
];

export function ApplyFormView({ onSubmitted }: { onSubmitted: (team: Station) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [stored, setStored] = useAtom(applicationDraftAtom);
  const user = useAtomValue(userInfoAtom);
  // A new application starts with the phone the app knows (the person may change it).
  const fresh = { ...EMPTY_APPLICATION, phone: user?.phone ?? '' };
  const draft = stored ?? fresh;
  const [communityOpen, setCommunityOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useRequest(listStationCategories);
  const communities = useRequest(listCommunities);

  const update = (patch: Partial<ApplicationDraft>) => setStored((d) => ({ ...(d ?? fresh), ...patch }));
  // What was typed lives in the stored draft (draftTeam): the form state checks and shows it.
  const form = useFormState({ values: draft, onChange: update, fields: APPLY_FIELDS, check: applyErrors });
  const { touch } = form;
  const sms = useSmsCode('team', (masked) => t('station.codeSent', { phone: masked }));

  // Back from the map picker: a place picked there becomes the address.
  useComeBack('place', TEAM_APPLY, isPlace, (place) => update({ address: `${place.address} ${place.title}`.trim() }));

  const shown = form.errorOf;
  const locale = useLocale();
  const category = categories.data?.find((c) => c.id === draft.categoryId);
  const community = communities.data?.find((c) => c.code === draft.communityCode);

  async function sendCode() {
    touch('phone');
    if (phoneError(draft.phone) || sms.cooldown > 0) return;
    await sms.send(draft.phone);
  }

  function pickOnMap() {
    askFor('place', TEAM_APPLY);
    navigate(hrefs.mapPicker(paths.stationApply));
  }

  const [submit, busy] = useLockedAction(async () => {
    if (formRef.current?.querySelector('.qh-image-item:not([data-status="done"])')) {
      showToast(t('station.errUploading'));
      return;
    }
    if (form.submit()) {
      showToast(t('station.fixErrors'));
      requestAnimationFrame(() => focusFirstError(formRef.current ?? document));
      return;
    }
    try {
      const team = await applyForStation(applicationOf(draft));
      setStored(null);
      showToast(t('station.submitted'));
      onSubmitted(team);
    } catch {
      // The request client has shown the server's message; the form keeps what was typed.
    }
  });

  const names = { idCardF: t('station.idCardF'), idCardB: t('station.idCardB') };
  return (
    <form ref={formRef} onSubmit={submitWith(submit)} noValidate className="station-apply-form">
      <section className="qh-form-card" aria-labelledby="station-sec-id">
        <h2 id="station-sec-id">{t('station.sectionId')}</h2>
        <div className="station-id-cards">
          {(['idCardF', 'idCardB'] as const).map((side) => (
            <FormField key={side} id={`team-${side}`} label={names[side]} error={shown(side)} group required>
              {(aria) => (
                <ImagePicker
                  describedBy={aria['aria-describedby']}
                  value={draft[side]}
                  onChange={(images) => {
                    update({ [side]: images });
                    touch(side);
                  }}
                  maxCount={1}
                  purpose="idcard"
                  label={names[side]}
                />
              )}
            </FormField>
          ))}
        </div>
        <p className="qh-field-hint station-id-hint">{t('station.idCardHint')}</p>
        <FormField
          id="station-certs"
          label={t('station.certs')}
          hint={t('station.certsHint', { n: CERT_MAX })}
          error={shown('certs')}
          group
        >
          {(aria) => (
            <ImagePicker
              value={draft.certs}
              onChange={(certs) => update({ certs })}
              maxCount={CERT_MAX}
              purpose="cert"
              label={t('station.certs')}
              describedBy={aria['aria-describedby']}
            />
          )}
        </FormField>
      </section>

      <section className="qh-form-card" aria-labelledby="station-sec-team">
        <h2 id="station-sec-team">{t('station.sectionStation')}</h2>
        <FormField id="station-logo" label={t('station.logo')} error={shown('logo')} group required>
          {(aria) => (
            <ImagePicker
              describedBy={aria['aria-describedby']}
              value={draft.logo}
              onChange={(logo) => {
                update({ logo });
                touch('logo');
              }}
              maxCount={1}
              purpose="team"
              label={t('station.logo')}
            />
          )}
        </FormField>
        <FormField
          id="station-name"
          label={t('station.stationName')}
          error={shown('teamName')}
          required
          extra={`${charCount(draft.teamName.trim())}/${STATION_NAME_MAX}`}
        >
          {(aria) => (
            <input
              {...aria}
              className="qh-input"
              name="teamName"
              autoComplete="off"
              placeholder={t('station.stationNamePlaceholder')}
              value={draft.teamName}
              onChange={(e) => update({ teamName: e.target.value })}
              onBlur={() => touch('teamName')}
            />
          )}
        </FormField>
        <FormField id="station-category" label={t('station.category')} error={shown('categoryId')} group required>
          {(aria, labelId) => (
            <div role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
              <Selector
                columns={categories.data && categories.data.length > 2 ? 3 : 2}
                options={(categories.data ?? []).map((c) => ({
                  label: stationCategoryText(c, locale).name,
                  value: c.id,
                }))}
                value={[draft.categoryId]}
                onChange={(v) => v[0] !== undefined && update({ categoryId: v[0] })}
              />
              <p className="qh-field-hint">{category && stationCategoryText(category, locale).description}</p>
            </div>
          )}
        </FormField>
        <FormField id="station-community" label={t('station.community')} error={shown('communityCode')} required>
          {(aria) => (
            <button type="button" {...aria} className="qh-input station-select" onClick={() => setCommunityOpen(true)}>
              {community ? (
                <span>
                  {community.name}
                  <span className="station-select-sub">
                    {community.city}
                    {community.district}
                  </span>
                </span>
              ) : (
                <span className="station-select-placeholder">{t('station.communityPlaceholder')}</span>
              )}
              <span aria-hidden="true">›</span>
            </button>
          )}
        </FormField>
      </section>

      <section className="qh-form-card" aria-labelledby="station-sec-contact">
        <h2 id="station-sec-contact">{t('station.sectionContact')}</h2>
        <FormField id="station-phone" label={t('station.phone')} error={shown('phone')} required>
          {(aria) => (
            <div className="qh-input-row">
              <input
                {...aria}
                className="qh-input"
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                placeholder={t('station.phonePlaceholder')}
                value={draft.phone}
                onChange={(e) => update({ phone: e.target.value.replace(/\s+/g, '') })}
                onBlur={() => touch('phone')}
              />
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={sms.cooldown > 0}
                onClick={() => void sendCode()}
              >
                {sms.cooldown > 0 ? t('station.resendIn', { n: sms.cooldown }) : t('station.sendCode')}
              </Button>
            </div>
          )}
        </FormField>
        <FormField
          id="station-code"
          label={t('station.verifyCode')}
          error={shown('verifyCode')}
          required
          hint={sms.sentTo ? t('station.codeSent', { phone: maskPhone(sms.sentTo) }) : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              className="qh-input"
              name="verifyCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('station.verifyCodePlaceholder')}
              value={draft.verifyCode}
              onChange={(e) => update({ verifyCode: e.target.value.replace(/\D+/g, '') })}
              onBlur={() => touch('verifyCode')}
            />
          )}
        </FormField>
        <FormField
          id="station-address"
          label={t('station.address')}
          error={shown('address')}
          required
          hint={t('station.addressHint')}
          extra={`${charCount(draft.address.trim())}/${ADDRESS_MAX}`}
        >
          {(aria) => (
            <div className="qh-input-row">
              <input
                {...aria}
                className="qh-input"
                name="address"
                autoComplete="off"
                placeholder={t('station.addressPlaceholder')}
                value={draft.address}
                onChange={(e) => update({ address: e.target.value })}
                onBlur={() => touch('address')}
              />
              <MapButton onClick={pickOnMap}>{t('station.addressFromMap')}</MapButton>
            </div>
          )}
        </FormField>
      </section>

      <SubmitBar
        label={t('station.applyTitle')}
        busy={busy}
        text={t('station.submit')}
        busyText={t('station.submitting')}
      />

      <CommunityPicker
        open={communityOpen}
        title={t('station.communityPick')}
        communities={communities.data}
        error={communities.error}
        onRetry={communities.refresh}
        chosenCode={draft.communityCode}
        searchLabel={t('station.communitySearch')}
        emptyText={t('station.communityNone')}
        distanceText={(d) => t('station.distance', { d })}
        onClose={() => setCommunityOpen(false)}
        onChoose={(c) => {
          update({ communityCode: c.code });
          touch('communityCode');
          setCommunityOpen(false);
        }}
      />
    </form>
  );
}
