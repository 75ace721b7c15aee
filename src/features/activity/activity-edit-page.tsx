// /pages/activity/edit?type=1..5[&code=]: every field of the activity draft for its kind with the spec's
// defaults; the draft (draftActivity, one per kind) is saved once the person changes something (an editor
// left untouched stores none) and restored after a reload or a crash; publishing checks every field, says what is wrong at the field and scrolls to the first
// problem; the draft is cleared after publishing. With `code`, an activity I created is edited.
import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Input, Switch, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACTIVITY_TYPE, UNGROUPED_HANDLING, getActivity, isActivityType, saveActivity, type Activity, type ActivityType } from '@/api/activity';
import { draftOfActivity, type ActivityDraft } from '@/api/activity-draft';
import { listRefundPlans } from '@/api/refund-plan';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { FormField, focusFirstError } from '@/components/form-field';
import { showModal, showToast } from '@/components/feedback';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { useFormState } from '@/components/use-form-state';
import { useLockedAction } from '@/components/use-locked-action';
import { MapButton } from '@/components/map-button';
import { useLocale, useT, type MessageKey } from '@/i18n';
import { refundPlanText } from '@/i18n/server-names';
import { formatDate } from '@/lib/date';
import { activityDraftsAtom, withDraft } from '@/state/activity-draft';
import { selectedLocationAtom } from '@/state/location';
import { readPageData, removePageData, savePageData } from '@/state/page-data';
import { hasLoginAtom, userInfoAtom } from '@/state/session';
import { TITLE_MAX, editorFields, groupTimeChoices, newDraft, publishable, validateDraft, withItems } from './draft';
import { ItemsEditor } from './editor-items';
import { ProgramsEditor, SettingEditor } from './editor-interactive';
import { IntInput, MoneyInput, fieldId, problemsOf } from './fields';
import { FORM_TYPE_KEYS, KIND_KEYS } from './labels';
import { askForTemplate, takePickedTemplate } from './template-pick';
import './activity.css';

const PICKING_PLACE = 'activityPlacePick';
const isTrue = (v: unknown): v is true => v === true;
const urlName = (url: string) => url.split('/').pop() || 'image';

export default function ActivityEditPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAtomValue(hasLoginAtom);
  const type = Number(query.type);
  const code = query.code ?? '';
  const title = code ? t('activityEdit.editTitle') : t('activityEdit.newTitle');
  if (!loggedIn)
    return (
      <div className="act-edit">
        <PageHeader title={title} fallback={paths.tab.activity} />
        <EmptyState
          title={t('activityEdit.loginFirst')}
          action={<Button color="primary" onClick={() => navigate(hrefs.login(`${location.pathname}${location.search}`))}>{t('activityEdit.goLogin')}</Button>}
        />
      </div>
    );
  if (!isActivityType(type))
    return (
      <div className="act-edit">
        <PageHeader title={title} fallback={paths.tab.activity} />
        <EmptyState title={t('activityEdit.badKind')} />
      </div>
    );
  // Keyed: another kind or activity opened from here (a link, the address bar) is a new editor with its own draft.
  return code ? <EditExisting key={`${type}-${code}`} code={code} type={type} /> : <EditNew key={type} type={type} />;
}

type DraftUpdate = ActivityDraft | null | ((prev: ActivityDraft) => ActivityDraft);
type SetDraft = (next: DraftUpdate) => void;

/**
 * The draft of a kind as the editor works on it: the stored one (`stored`, when it is the one to edit) or
 * `base`, which is stored only once the person changes something; null removes the kind's draft.
 */
function useKindDraft(kind: ActivityType, keep: (stored: ActivityDraft) => boolean, base: ActivityDraft): [ActivityDraft | undefined, ActivityDraft, SetDraft] {
  const [drafts, update] = useAtom(activityDraftsAtom);
  const stored = drafts[kind];
  const mine = stored && keep(stored) ? stored : undefined;
  const setDraft: SetDraft = (next) =>
    update((all) => {
      const cur = all[kind];
      const prev = cur && keep(cur) ? cur : base;
      return withDraft(all, kind, typeof next === 'function' ? next(prev) : next);
    });
  return [stored, mine ?? base, setDraft];
}

/** A new activity: the stored draft of this kind if there is one, else a fresh draft with the defaults (stored once changed). */
function EditNew({ type }: { type: ActivityType }) {
  const t = useT();
  const [fresh, setFresh] = useState(() => newDraft(type, Date.now()));
  const [stored, draft, setDraft] = useKindDraft(type, (d) => !d.code, fresh);
  const [restored, setRestored] = useState(() => stored !== undefined && !stored.code);
  // This kind's stored draft is my unsaved change to an activity already published: continue it or drop it.
  if (stored?.code)
    return (
      <div className="act-edit">
        <PageHeader title={t('activityEdit.newTitle')} fallback={paths.tab.activity} />
        <OtherDraft draft={stored} onDiscard={() => setDraft(null)} />
      </div>
    );
  const startOver = () => {
    setDraft(null);
    setFresh(newDraft(type, Date.now()));
    setRestored(false);
  };
  return <Editor draft={draft} setDraft={setDraft} stored={stored !== undefined} restored={restored} onStartOver={startOver} />;
}

/** This kind's other unpublished draft is stored: continue that one, or drop it for a new one. */
function OtherDraft({ draft, onDiscard }: { draft: ActivityDraft; onDiscard: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const name = draft.title || t('activityEdit.untitled');
  const discard = async () => {
    if (await showModal({ content: t('activityEdit.discardConfirm', { title: name }), confirmText: t('activityEdit.discard') })) onDiscard();
  };
  return (
    <EmptyState
      title={t('activityEdit.otherDraft', { kind: t(KIND_KEYS[draft.activityType]), title: name })}
      description={t('activityEdit.otherDraftDesc')}
      action={
        <div className="act-other-draft">
          <Button color="primary" onClick={() => navigate(hrefs.activityEdit(draft.activityType, draft.code), { replace: true })}>{t('activityEdit.continueDraft')}</Button>
          <Button onClick={() => void discard()}>{t('activityEdit.startNew')}</Button>
        </div>
      }
    />
  );
}

/** An activity I created: my unsaved changes to it if stored, else the activity as it is. */
function EditExisting({ code, type }: { code: string; type: ActivityType }) {
  const t = useT();
  const request = useRequest(() => getActivity(code), { refreshDeps: [code] });
  return (
    <Loadable
      request={request}
      skeleton={
        <div className="act-edit">
          <PageHeader title={t('activityEdit.editTitle')} fallback={paths.tab.activity} />
          <Skeleton rows={3} />
        </div>
      }
    >
      {(a) => <EditLoaded activity={a} type={type} />}
    </Loadable>
  );
}

function EditLoaded({ activity: a }: { activity: Activity; type: ActivityType }) {
  const t = useT();
  const user = useAtomValue(userInfoAtom);
  const base = useMemo(() => draftOfActivity(a), [a]);
  const [stored, draft, setDraft] = useKindDraft(a.activityType, (d) => d.code === a.code, base);
  const [restored] = useState(() => stored?.code === a.code);
  if (user?.userCode !== a.creatorCode)
    return (
      <div className="act-edit">
        <PageHeader title={t('activityEdit.editTitle')} fallback={paths.tab.activity} />
        <EmptyState title={t('activityEdit.notMine')} />
      </div>
    );
  // This kind's draft is another one (a new activity, or changes to another): continue it or drop it.
  if (stored && stored.code !== a.code)
    return (
      <div className="act-edit">
        <PageHeader title={t('activityEdit.editTitle')} fallback={paths.tab.activity} />
        <OtherDraft draft={stored} onDiscard={() => setDraft(null)} />
      </div>
    );
  return <Editor draft={draft} setDraft={setDraft} stored={stored !== undefined} restored={restored} />;
}

/** The sign-up form's items show as one field in the editor (the form is edited on the template page). */
const shownField = (field: string) => (field.startsWith('form.') ? 'form' : field);

type TimeField = 'beginTime' | 'closeTime' | 'endTime';
const TIME_KEYS: Record<TimeField, MessageKey> = { beginTime: 'activity.beginTime', closeTime: 'activity.closeTime', endTime: 'activity.endTime' };

function Editor({ draft: d, setDraft, stored, restored, onStartOver }: { draft: ActivityDraft; setDraft: SetDraft; stored: boolean; restored: boolean; onStartOver?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [picked, setPicked] = useAtom(selectedLocationAtom);
  const [timeOpen, setTimeOpen] = useState<TimeField | null>(null);
  const plans = useRequest(listRefundPlans);
  const locale = useLocale();
  const set = (patch: Partial<ActivityDraft>) => setDraft((prev) => ({ ...prev, ...patch }));
  const type = d.activityType;
  const route = `${location.pathname}${location.search}`;

  // Back from the map picker with a place: it becomes the activity's place.
  useEffect(() => {
    if (!picked || readPageData(PICKING_PLACE, isTrue) !== true) return;
    removePageData(PICKING_PLACE);
    set({ address: [picked.title, picked.address].filter(Boolean).join(' · '), latitude: picked.latitude, longitude: picked.longitude });
    setPicked(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a place comes back
  }, [picked]);

  // Back from the template list with a template picked for this editor: its form becomes the draft's.
  useEffect(() => {
    const form = takePickedTemplate(type);
    if (form) set({ form: form.map((f) => ({ ...f, options: [...f.options] })) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the editor shows
  }, []);

  // The draft is the form's values: its faults show at their fields once a publish was refused.
  const issues = useMemo(() => validateDraft(d, Date.now()), [d]);
  const form = useFormState({ values: d, onChange: set, fields: editorFields(d), check: () => problemsOf(issues, shownField) });
  const { errorOf } = form;

  const [publish, busy] = useLockedAction(async () => {
    const now = validateDraft(d, Date.now());
    if (now.length > 0) {
      // The toast says the fault the editor scrolls to: the first on the screen.
      const field = form.submit();
      const first = now.find((i) => shownField(i.field) === field) ?? now[0]!;
      showToast(t(first.key, first.params));
      requestAnimationFrame(() => focusFirstError());
      return;
    }
    try {
      const saved = await saveActivity(publishable(d));
      showToast(d.code ? t('activityEdit.saved') : t('activityEdit.published'), { icon: 'success' });
      navigate(hrefs.activityDetail(saved.code), { replace: true });
      setDraft(null);
    } catch {
      // The request layer shows the server's message; the draft stays.
    }
  });

  async function startOver() {
    if (!(await showModal({ content: t('activityEdit.startOverConfirm'), confirmText: t('activityEdit.startOver') }))) return;
    onStartOver?.();
  }

  const covers = d.coverArr.length ? d.coverArr : d.img ? [d.img] : [];
  const timeButton = (field: TimeField, label: string) => (
    <FormField id={fieldId(field)} label={label} error={errorOf(field)} required>
      {(aria) => (
        <button type="button" className="act-time-btn" {...aria} onClick={() => setTimeOpen(field)}>
          {formatDate(d[field], 'YYYY/MM/DD HH:mm')}
        </button>
      )}
    </FormField>
  );

  return (
    <div className="act-edit">
      <PageHeader title={d.code ? t('activityEdit.editTitle') : t('activityEdit.newKindTitle', { kind: t(KIND_KEYS[type]) })} fallback={paths.tab.activity} />
      <main className="act-form">
        {restored && stored && (
          <div className="act-restored" role="status" data-testid="draft-restored">
            <span>{t('activityEdit.draftRestored')}</span>
            {!d.code && (
              <button type="button" className="act-link-btn" onClick={() => void startOver()}>
                {t('activityEdit.startOver')}
              </button>
            )}
          </div>
        )}

        <section className="act-form-block" aria-labelledby="act-basic-title">
          <h2 className="act-block-title" id="act-basic-title">{t('activityEdit.basic')}</h2>
          <FormField id={fieldId('title')} label={t('activityEdit.fieldTitle')} error={errorOf('title')} required>
            {(aria) => <Input {...aria} value={d.title} onChange={(v) => set({ title: v })} maxLength={TITLE_MAX} placeholder={t('activityEdit.titlePlaceholder')} clearable />}
          </FormField>
          <FormField id={fieldId('cover')} label={t('activityEdit.fieldCover')} error={errorOf('cover')} hint={t('activityEdit.coverHint')} required group>
            {(aria) => (
              <ImagePicker
                value={covers.map((url) => ({ uid: url, name: urlName(url), url }))}
                onChange={(imgs) => set({ coverArr: imgs.map((i) => i.url), img: imgs[0]?.url ?? '' })}
                maxCount={6}
                purpose="activity-cover"
                label={t('activityEdit.fieldCover')}
                describedBy={aria['aria-describedby']}
              />
            )}
          </FormField>
          <FormField id={fieldId('visibility')} label={t('activityEdit.fieldVisibility')} group>
            {(_, labelId) => (
              <div className="act-options" role="group" aria-labelledby={labelId}>
                {[1, 2].map((v) => (
                  <button key={v} type="button" className="act-chip" aria-pressed={d.type === v} onClick={() => set({ type: v })}>
                    {v === 1 ? t('activityEdit.public') : t('activityEdit.linkOnly')}
                  </button>
                ))}
              </div>
            )}
          </FormField>
        </section>

        <section className="act-form-block" aria-labelledby="act-when-title">
          <h2 className="act-block-title" id="act-when-title">{t('activity.times')}</h2>
          {timeButton('beginTime', t('activity.beginTime'))}
          {timeButton('closeTime', t('activity.closeTime'))}
          {timeButton('endTime', t('activity.endTime'))}
          <DatePicker
            visible={timeOpen !== null}
            title={timeOpen ? t(TIME_KEYS[timeOpen]) : undefined}
            precision="minute"
            value={timeOpen ? new Date(d[timeOpen]) : undefined}
            min={new Date(Math.min(Date.now(), d.beginTime) - 24 * 3_600_000)}
            max={new Date(Date.now() + 366 * 24 * 3_600_000)}
            onClose={() => setTimeOpen(null)}
            onConfirm={(value) => timeOpen && set({ [timeOpen]: value.getTime() })}
            confirmText={t('common.ok')}
            cancelText={t('common.cancel')}
          />
        </section>

        <section className="act-form-block" aria-labelledby="act-where-title">
          <h2 className="act-block-title" id="act-where-title">{t('activity.place')}</h2>
          <FormField id={fieldId('address')} label={t('activityEdit.fieldAddress')} error={errorOf('address')} required>
            {(aria) => <TextArea {...aria} value={d.address} onChange={(v) => set({ address: v })} rows={2} maxLength={100} placeholder={t('activityEdit.addressPlaceholder')} />}
          </FormField>
          <MapButton
            onClick={() => {
              savePageData(PICKING_PLACE, true, 30 * 60_000);
              navigate(hrefs.mapPicker(route));
            }}
            testId="pick-place"
          >
            {d.latitude || d.longitude ? t('activityEdit.repickOnMap') : t('activityEdit.pickOnMap')}
          </MapButton>
        </section>

        <section className="act-form-block" aria-labelledby="act-join-rules-title">
          <h2 className="act-block-title" id="act-join-rules-title">{t('activityEdit.joinRules')}</h2>
          <div className="act-field-row">
            <FormField id={fieldId('num')} label={t('activityEdit.fieldNum')} error={errorOf('num')} required>
              {(aria) => <IntInput aria={aria} value={d.num} onChange={(n) => set({ num: n })} suffix={t('activityEdit.people')} />}
            </FormField>
            {type === ACTIVITY_TYPE.onsite && (
              <FormField id={fieldId('price')} label={t('activityEdit.fieldFee')} error={errorOf('price')} hint={t('activityEdit.feeHint')} required>
                {(aria) => <MoneyInput aria={aria} value={d.priceFen} onChange={(fen) => set({ priceFen: fen })} placeholder={t('activityEdit.feePlaceholder')} />}
              </FormField>
            )}
          </div>
          <div className="act-toggle">
            <span id="lbl-enroll">{t('activityEdit.fieldEnroll')}</span>
            <Switch checked={d.enrollEnable} onChange={(v) => set({ enrollEnable: v })} aria-labelledby="lbl-enroll" />
          </div>
          {type === ACTIVITY_TYPE.multi && (
            <FormField id={fieldId('maxSelection')} label={t('activityEdit.fieldMaxSelection')} error={errorOf('maxSelection')}>
              {(aria) => <IntInput aria={aria} value={d.maxSelectionItem} onChange={(n) => set({ maxSelectionItem: n })} suffix={t('activityEdit.pieces')} />}
            </FormField>
          )}
        </section>

        {type <= ACTIVITY_TYPE.group && <ItemsEditor type={type} items={d.activityItemList} onChange={(items) => setDraft((prev) => withItems(prev, items))} errorOf={errorOf} />}

        {type === ACTIVITY_TYPE.group && (
          <section className="act-form-block" aria-labelledby="act-group-rules-title">
            <h2 className="act-block-title" id="act-group-rules-title">{t('activityEdit.groupRules')}</h2>
            <FormField id={fieldId('groupLimit')} label={t('activityEdit.fieldGroupLimit')} error={errorOf('groupLimit')} group>
              {(aria, labelId) => (
                <div className="act-options" role="group" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
                  {groupTimeChoices(d.groupLimitTime).map((h) => (
                    <button key={h} type="button" className="act-chip" aria-pressed={d.groupLimitTime === h} onClick={() => set({ groupLimitTime: h })}>
                      {h % 24 === 0 && h > 24 ? t('activityEdit.days', { n: h / 24 }) : t('activityEdit.hours', { n: h })}
                    </button>
                  ))}
                </div>
              )}
            </FormField>
            <FormField id={fieldId('ungrouped')} label={t('activityEdit.fieldUngrouped')} error={errorOf('ungrouped')} group>
              {(aria, labelId) => (
                <div className="act-radios" role="radiogroup" aria-labelledby={labelId} aria-describedby={aria['aria-describedby']}>
                  {[UNGROUPED_HANDLING.refund, UNGROUPED_HANDLING.virtual].map((v) => (
                    <label key={v} className="act-radio">
                      <input type="radio" name="ungrouped" checked={d.ungroupedHandling === v} onChange={() => set({ ungroupedHandling: v })} />
                      <span>
                        <strong>{v === 1 ? t('activityEdit.ungroupedRefund') : t('activityEdit.ungroupedVirtual')}</strong>
                        <small>{v === 1 ? t('activityEdit.ungroupedRefundDesc') : t('activityEdit.ungroupedVirtualDesc')}</small>
                      </span>
                    </label>
                  ))}
                </div>
              )}
            </FormField>
          </section>
        )}

        {type === ACTIVITY_TYPE.interactive && (
          <section className="act-form-block" aria-labelledby="act-interactive-title">
            <h2 className="act-block-title" id="act-interactive-title">{t('activityEdit.interactive')}</h2>
            <ProgramsEditor programs={d.programList} onChange={(p) => set({ programList: p })} errorOf={errorOf} />
            <SettingEditor setting={d.setting} onChange={(s) => set({ setting: s })} errorOf={errorOf} />
          </section>
        )}

        <section className="act-form-block" aria-labelledby="act-form-title">
          <h2 className="act-block-title" id="act-form-title">{t('activity.signUpForm')}</h2>
          {/* A picked form with a fault (an item without a name): said here, mended on the template page. */}
          {errorOf('form') && <FormField id={fieldId('form')} label={t('activity.signUpForm')} error={errorOf('form')} group labelHidden>{() => null}</FormField>}
          {d.form.length > 0 ? (
            <ul className="act-form-preview" data-testid="form-preview">
              {d.form.map((f) => (
                <li key={f.key}>
                  {f.label}
                  <small>{t(FORM_TYPE_KEYS[f.type])}{f.required ? ` · ${t('activity.requiredShort')}` : ''}</small>
                </li>
              ))}
            </ul>
          ) : (
            <p className="act-block-note">{t('activityEdit.noForm')}</p>
          )}
          <div className="act-other-draft">
            <Button size="small" color="primary" fill="outline" onClick={() => {
                askForTemplate(type);
                navigate(hrefs.activityTemplate(true));
              }}
              data-testid="pick-template"
            >
              {d.form.length ? t('activityEdit.changeTemplate') : t('activityEdit.pickTemplate')}
            </Button>
            {d.form.length > 0 && (
              <Button size="small" fill="none" onClick={() => set({ form: [] })}>
                {t('activityEdit.removeForm')}
              </Button>
            )}
          </div>
        </section>

        <section className="act-form-block" aria-labelledby="act-refund-title">
          <h2 className="act-block-title" id="act-refund-title">{t('activityEdit.refundPlan')}</h2>
          <Loadable request={plans} skeleton={<Skeleton rows={1} />}>
            {(list) => (
              <fieldset className="act-fieldset">
                <legend className="qh-visually-hidden">{t('activityEdit.refundPlan')}</legend>
                <div className="act-radios">
                  {[{ code: '', name: t('activityEdit.refundNone'), description: t('activityEdit.refundNoneDesc') }, ...list.map((p) => refundPlanText(p, locale))].map((p) => (
                    <label key={p.code || 'none'} className="act-radio">
                      <input type="radio" name="refundPlan" checked={d.refundPlan === p.code} onChange={() => set({ refundPlan: p.code })} />
                      <span>
                        <strong>{p.name}</strong>
                        <small>{p.description}</small>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </Loadable>
        </section>

        <section className="act-form-block" aria-labelledby="act-details-edit-title">
          <h2 className="act-block-title" id="act-details-edit-title">{t('activity.details')}</h2>
          <FormField id={fieldId('details')} label={t('activityEdit.fieldDetails')}>
            {(aria) => <TextArea {...aria} value={d.details} onChange={(v) => set({ details: v })} rows={5} maxLength={2000} showCount placeholder={t('activityEdit.detailsPlaceholder')} />}
          </FormField>
          <FormField id={fieldId('gallery')} label={t('activityEdit.fieldGallery')} group>
            {(aria) => (
              <ImagePicker
                value={d.imgList.map((url) => ({ uid: url, name: urlName(url), url }))}
                onChange={(imgs) => set({ imgList: imgs.map((i) => i.url) })}
                maxCount={9}
                purpose="activity-gallery"
                label={t('activityEdit.fieldGallery')}
                describedBy={aria['aria-describedby']}
              />
            )}
          </FormField>
        </section>

        <ActionBar label={t('activity.actions')}>
          <span className="act-bar-note" aria-live="polite">{stored ? t('activityEdit.draftSaved') : ''}</span>
          <Button className="act-bar-main" color="primary" shape="rounded" loading={busy} disabled={busy} onClick={() => void publish()} data-testid="publish">
            {d.code ? t('activityEdit.saveChanges') : t('activityEdit.publish')}
          </Button>
        </ActionBar>
      </main>
    </div>
  );
}
