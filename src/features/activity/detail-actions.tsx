// The detail page's action bar, in its first render: share, poster, edit (the organiser's) and the main
// button (main-action.ts says its words and what it does; the page gives the handlers).
import { Button } from 'antd-mobile';
import { useT } from '@/i18n';
import { ActionBar } from '@/components/action-bar';

/** The button whose code or sheet is on its way (it shows busy meanwhile). */
export type Opening = 'join' | 'share' | 'poster';

export interface DetailActionsProps {
  mainText: string;
  mainEnabled: boolean;
  /** The main button shows busy (its sheet or the invitation's share on the way). */
  mainBusy: boolean;
  opening: Opening | null;
  /** The organiser sees an edit button. */
  canEdit: boolean;
  onShare: () => void;
  onPoster: () => void;
  onEdit: () => void;
  onMain: () => void;
}

/** One of the bar's small buttons: its outlined icon (a path on a 24 box) above its label. */
function BarIcon({
  d,
  roundJoins,
  label,
  onClick,
  busy,
  testId,
}: {
  d: string;
  roundJoins?: boolean;
  label: string;
  onClick: () => void;
  /** Only the buttons that open something say so; the others have no aria-busy. */
  busy?: boolean;
  testId: string;
}) {
  return (
    <button type="button" className="act-bar-icon" onClick={onClick} aria-busy={busy} data-testid={testId}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin={roundJoins ? 'round' : undefined}
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}

export function DetailActions({
  mainText,
  mainEnabled,
  mainBusy,
  opening,
  canEdit,
  onShare,
  onPoster,
  onEdit,
  onMain,
}: DetailActionsProps) {
  const t = useT();
  return (
    <ActionBar label={t('activity.actions')}>
      <BarIcon
        d="M14 5l7 7-7 7v-4c-6 0-9 2-11 5 1-6 4-10 11-11z"
        roundJoins
        label={t('activity.share')}
        onClick={onShare}
        busy={opening === 'share'}
        testId="share"
      />
      <BarIcon
        d="M5 3h14v18H5zM8 15h8M8 18h5M8 6h8v6H8z"
        label={t('activity.poster')}
        onClick={onPoster}
        busy={opening === 'poster'}
        testId="poster"
      />
      {canEdit && (
        <BarIcon
          d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
          roundJoins
          label={t('activity.edit')}
          onClick={onEdit}
          testId="edit-activity"
        />
      )}
      <Button
        className="act-bar-main"
        color="primary"
        shape="rounded"
        disabled={!mainEnabled}
        loading={mainBusy}
        onClick={onMain}
        data-testid="join"
      >
        {mainText}
      </Button>
    </ActionBar>
  );
}
