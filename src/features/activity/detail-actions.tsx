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
      <button
        type="button"
        className="act-bar-icon"
        onClick={onShare}
        aria-busy={opening === 'share'}
        data-testid="share"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M14 5l7 7-7 7v-4c-6 0-9 2-11 5 1-6 4-10 11-11z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('activity.share')}</span>
      </button>
      <button
        type="button"
        className="act-bar-icon"
        onClick={onPoster}
        aria-busy={opening === 'poster'}
        data-testid="poster"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 3h14v18H5zM8 15h8M8 18h5M8 6h8v6H8z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span>{t('activity.poster')}</span>
      </button>
      {canEdit && (
        <button type="button" className="act-bar-icon" onClick={onEdit} data-testid="edit-activity">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t('activity.edit')}</span>
        </button>
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
