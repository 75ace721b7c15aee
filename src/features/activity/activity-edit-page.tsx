// /pages/activity/edit?type=1..5[&code=]: every field of the activity draft for its kind with the spec's
// defaults; the draft (draftActivity, one per kind) is saved once the person changes something (an editor
// left untouched stores none) and restored after a reload or a crash; publishing checks every field, says
// what is wrong at the field and scrolls to the first problem; the draft is cleared after publishing. With
// `code`, an activity I created is edited. This file decides which draft the editor opens (editor-draft.ts);
// the editor is activity-editor.tsx, its form editor-form.tsx.
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useAtom, useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { getActivity, isActivityKind, type Activity, type ActivityKind } from '@/api/activity';
import { draftOfActivity, type ActivityDraft } from '@/api/activity-draft';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { showModal } from '@/components/feedback';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { activityDraftsAtom } from '@/state/activity-draft';
import { hasLoginAtom, userInfoAtom } from '@/state/session';
import { newDraft } from './draft';
import { Editor } from './activity-editor';
import { changedDrafts, editorDraft, otherDraft, ownedBy, type DraftUpdate } from './editor-draft';
import { KIND_KEYS } from './labels';
import './activity.css';
import './activity-editor.css';

export default function ActivityEditPage({ query }: PageProps) {
  const t = useT();
  const loggedIn = useAtomValue(hasLoginAtom);
  const type = Number(query.type);
  const code = query.code ?? '';
  const title = code ? t('activityEdit.editTitle') : t('activityEdit.newTitle');
  const shell = (body: ReactNode) => (
    <div className="act-edit">
      <PageHeader title={title} fallback={paths.tab.activity} />
      {body}
    </div>
  );
  if (!loggedIn) return shell(<LoginRequired message={t('activityEdit.loginFirst')} />);
  if (!isActivityKind(type)) return shell(<EmptyState title={t('activityEdit.badKind')} />);
  // Keyed: another kind or activity opened from here (a link, the address bar) is a new editor with its own draft.
  return code ? <EditExisting key={`${type}-${code}`} code={code} /> : <EditNew key={type} type={type} />;
}

/**
 * The draft of a kind as an editor works on it: the stored one when it is the editor's own (`code`: a new
 * activity's when '', else the changes to that activity), else `base`, stored only once the person changes
 * something; null removes the kind's draft. Also the kind's stored draft, whoever's it is.
 */
function useKindDraft(
  kind: ActivityKind,
  code: string,
  base: ActivityDraft,
): [ActivityDraft | undefined, ActivityDraft, (next: DraftUpdate) => void] {
  const [drafts, update] = useAtom(activityDraftsAtom);
  const stored = drafts[kind];
  const setDraft = (next: DraftUpdate) => update((all) => changedDrafts(all, kind, ownedBy(code), base, next));
  return [stored, editorDraft(stored, ownedBy(code), base), setDraft];
}

/** A new activity: the stored draft of this kind if there is one, else a fresh draft with the defaults (stored once changed). */
function EditNew({ type }: { type: ActivityKind }) {
  const t = useT();
  const [fresh, setFresh] = useState(() => newDraft(type, Date.now()));
  const [stored, draft, setDraft] = useKindDraft(type, '', fresh);
  const [restored, setRestored] = useState(() => stored !== undefined && ownedBy('')(stored));
  // This kind's stored draft is my unsaved change to an activity already published: continue it or drop it.
  const other = otherDraft(stored, ownedBy(''));
  if (other)
    return (
      <div className="act-edit">
        <PageHeader title={t('activityEdit.newTitle')} fallback={paths.tab.activity} />
        <OtherDraft draft={other} onDiscard={() => setDraft(null)} />
      </div>
    );
  const startOver = () => {
    setDraft(null);
    setFresh(newDraft(type, Date.now()));
    setRestored(false);
  };
  return (
    <Editor
      draft={draft}
      setDraft={setDraft}
      stored={stored !== undefined}
      restored={restored}
      onStartOver={startOver}
    />
  );
}

/** This kind's other unpublished draft is stored: continue that one, or drop it for a new one. */
function OtherDraft({ draft, onDiscard }: { draft: ActivityDraft; onDiscard: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const name = draft.title || t('activityEdit.untitled');
  const discard = async () => {
    if (
      await showModal({
        content: t('activityEdit.discardConfirm', { title: name }),
        confirmText: t('activityEdit.discard'),
      })
    )
      onDiscard();
  };
  return (
    <EmptyState
      title={t('activityEdit.otherDraft', { kind: t(KIND_KEYS[draft.activityType]), title: name })}
      description={t('activityEdit.otherDraftDesc')}
      action={
        <div className="act-other-draft">
          <Button
            color="primary"
            onClick={() => navigate(hrefs.activityEdit(draft.activityType, draft.code), { replace: true })}
          >
            {t('activityEdit.continueDraft')}
          </Button>
          <Button onClick={() => void discard()}>{t('activityEdit.startNew')}</Button>
        </div>
      }
    />
  );
}

/** An activity I created: my unsaved changes to it if stored, else the activity as it is. */
function EditExisting({ code }: { code: string }) {
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
      {(a) => <EditLoaded activity={a} />}
    </Loadable>
  );
}

function EditLoaded({ activity: a }: { activity: Activity }) {
  const t = useT();
  const user = useAtomValue(userInfoAtom);
  const base = useMemo(() => draftOfActivity(a), [a]);
  const [stored, draft, setDraft] = useKindDraft(a.activityType, a.code, base);
  const [restored] = useState(() => stored !== undefined && ownedBy(a.code)(stored));
  const shell = (body: ReactNode) => (
    <div className="act-edit">
      <PageHeader title={t('activityEdit.editTitle')} fallback={paths.tab.activity} />
      {body}
    </div>
  );
  if (user?.userCode !== a.creatorCode) return shell(<EmptyState title={t('activityEdit.notMine')} />);
  // This kind's draft is another one (a new activity, or changes to another): continue it or drop it.
  const other = otherDraft(stored, ownedBy(a.code));
  if (other) return shell(<OtherDraft draft={other} onDiscard={() => setDraft(null)} />);
  return <Editor draft={draft} setDraft={setDraft} stored={stored !== undefined} restored={restored} />;
}
