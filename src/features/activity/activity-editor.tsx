// The activity editor around its form: the place and the sign-up form coming back from the map picker and
// the templates (come-back), the "draft restored" note with start over, and publishing: every field checked,
// the first fault said and scrolled to; the draft cleared once published.
import { useMemo } from 'react';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveActivity } from '@/api/activity';
import type { ActivityDraft } from '@/api/activity-draft';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { focusFirstError } from '@/components/form-field';
import { showModal, showToast } from '@/components/feedback';
import { PageHeader } from '@/components/page-header';
import { useFormState } from '@/components/use-form-state';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { askFor, useComeBack } from '@/state/come-back';
import { isPlace } from '@/state/location';
import { editorFields, publishable, validateDraft, withItems } from './draft';
import { formPatch, placePatch, type DraftUpdate } from './editor-draft';
import { EditorForm } from './editor-form';
import { problemsOf } from './fields';
import { KIND_KEYS } from './labels';
import { editorAsker, isPickedForm } from './template-pick';

/** The sign-up form's items show as one field in the editor (the form is edited on the template page). */
const shownField = (field: string) => (field.startsWith('form.') ? 'form' : field);

export interface EditorProps {
  draft: ActivityDraft;
  setDraft: (next: DraftUpdate) => void;
  /** The kind's draft is stored (the person has changed something). */
  stored: boolean;
  /** The draft was restored from storage when the editor opened. */
  restored: boolean;
  /** A new activity's editor: drop the restored draft for a fresh one. */
  onStartOver?: () => void;
}

export function Editor({ draft: d, setDraft, stored, restored, onStartOver }: EditorProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const set = (patch: Partial<ActivityDraft>) => setDraft((prev) => ({ ...prev, ...patch }));
  const type = d.activityType;
  const asker = editorAsker(type);

  // Back from the map picker with a place: it becomes the activity's place.
  useComeBack('place', asker, isPlace, (place) => set(placePatch(place)));
  // Back from the template list with a template picked for this editor: its form becomes the draft's.
  useComeBack('template', asker, isPickedForm, (form) => set(formPatch(form)));
  const pickPlace = () => {
    askFor('place', asker);
    navigate(hrefs.mapPicker(`${location.pathname}${location.search}`));
  };
  const pickTemplate = () => {
    askFor('template', asker);
    navigate(hrefs.activityTemplate(true));
  };

  // The draft is the form's values: its faults show at their fields once a publish was refused.
  const issues = useMemo(() => validateDraft(d, Date.now()), [d]);
  const form = useFormState({
    values: d,
    onChange: set,
    fields: editorFields(d),
    check: () => problemsOf(issues, shownField),
  });

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
    if (!(await showModal({ content: t('activityEdit.startOverConfirm'), confirmText: t('activityEdit.startOver') })))
      return;
    onStartOver?.();
  }

  return (
    <div className="act-edit">
      <PageHeader
        title={d.code ? t('activityEdit.editTitle') : t('activityEdit.newKindTitle', { kind: t(KIND_KEYS[type]) })}
        fallback={paths.tab.activity}
      />
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

        <EditorForm
          draft={d}
          set={set}
          setItems={(items) => setDraft((prev) => withItems(prev, items))}
          errorOf={form.errorOf}
          onPickPlace={pickPlace}
          onPickTemplate={pickTemplate}
        />

        <ActionBar label={t('activity.actions')}>
          <span className="act-bar-note" aria-live="polite">
            {stored ? t('activityEdit.draftSaved') : ''}
          </span>
          <Button
            className="act-bar-main"
            color="primary"
            shape="rounded"
            loading={busy}
            disabled={busy}
            onClick={() => void publish()}
            data-testid="publish"
          >
            {d.code ? t('activityEdit.saveChanges') : t('activityEdit.publish')}
          </Button>
        </ActionBar>
      </main>
    </div>
  );
}
