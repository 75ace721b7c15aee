// The poster sheet of every share (an activity, a product, the leader's invitation): drawn on the phone
// (lib/poster), shown as an image so that WeChat's long-press saves or sends it, a download elsewhere.
// Loaded only when a poster is asked for (its screens import() it), so no first screen carries the drawing.
import { useRequest } from 'ahooks';
import { ErrorState, Skeleton } from '@/components/loadable';
import { Sheet } from '@/components/sheet';
import { renderPoster, POSTER_SIZE, type PosterInput } from '@/lib/poster';
import './poster-sheet.css';

/** What the sheet says, in the asking screen's words (each feature has its own dictionary). */
export interface PosterSheetLabels {
  title: string;
  alt: string;
  longPress: string;
  save: string;
}

export interface PosterSheetProps {
  /** The poster to draw; null: the sheet is closed. */
  input: PosterInput | null;
  fileName: string;
  inWechat: boolean;
  labels: PosterSheetLabels;
  onClose: () => void;
}

export function PosterSheet({ input, fileName, inWechat, labels, onClose }: PosterSheetProps) {
  const poster = useRequest(() => (input ? renderPoster(input) : Promise.resolve('')), {
    ready: input !== null,
    refreshDeps: [input],
  });
  return (
    <Sheet visible={input !== null} title={labels.title} onClose={onClose} className="qh-poster-sheet">
      <div className="qh-poster-frame">
        {poster.data ? (
          <img
            className="qh-poster-img"
            src={poster.data}
            alt={labels.alt}
            width={POSTER_SIZE.width / 2}
            height={POSTER_SIZE.height / 2}
            data-testid="poster-image"
          />
        ) : poster.error ? (
          <ErrorState error={poster.error} onRetry={poster.refresh} />
        ) : (
          <Skeleton rows={1} variant="detail" />
        )}
      </div>
      {poster.data &&
        (inWechat ? (
          <p className="qh-poster-hint" data-testid="poster-hint">
            {labels.longPress}
          </p>
        ) : (
          <a
            className="adm-button adm-button-primary adm-button-block adm-button-shape-rounded qh-poster-save"
            href={poster.data}
            download={fileName}
            data-testid="poster-download"
          >
            {labels.save}
          </a>
        ))}
    </Sheet>
  );
}
