// The image picker of covers, galleries and ID cards: camera or album (a provider such as WeChat's
// chooseImage, or the file input), preview, delete, reorder, a per-image progress bar, retry and
// cancel; each image is checked, compressed, uploaded (5 at once) and compliance-checked. A failed
// upload shows its reason on the tile, and offers login when the reason is a missing session (code 99).
import { detectEnvironment } from '@/lib/platform';
import { chooseImage as wechatChooseImage } from '@/lib/wechat/sdk';
import { useEffect, useRef, useState } from 'react';
import { ImageUploader, ProgressBar, type ImageUploadItem } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { checkImageStatus, uploadImage } from '@/api/tool';
import { hrefs } from '@/config/paths';
import { ApiError } from '@/lib/request/errors';
import { ERR } from '@/rules/error-codes';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { ImageError, cloudPathFor, isCloudPath, prepareImage } from '@/lib/image/prepare';
import { createQueue } from '@/lib/image/queue';
import './image-picker.css';

/** An uploaded image as the forms keep it (spec: img {uid, name, url}). */
export interface PickedImage {
  uid: string;
  name: string;
  url: string;
}

type Status = 'compressing' | 'uploading' | 'checking' | 'done' | 'failed';

interface Item {
  key: string;
  name: string;
  status: Status;
  progress: number;
  preview: string;
  file?: File;
  uid?: string;
  url?: string;
  error?: string;
  /** The upload was refused for want of a session (code 99): log in, then come back. */
  needsLogin?: boolean;
  abort?: AbortController;
}

export interface ImagePickerProps {
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  /** cover 1, gallery 9, ID card sides 1 each */
  maxCount: number;
  /** Part of the cloud upload path: images/<purpose>/... */
  purpose: string;
  /** Accessible name of the picker. */
  label: string;
  /** Ids of the hint and error that describe the picker (a form field's). */
  describedBy?: string;
  /** Picks files another way; in WeChat and WeCom the JS-SDK's chooseImage, elsewhere the file input. */
  chooseImage?: (count: number) => Promise<File[]>;
}

const queue = createQueue();
const { platform } = detectEnvironment();
const platformChooser =
  platform === 'wechat' || platform === 'wecom' ? (count: number) => wechatChooseImage({ count }) : undefined;
let seq = 0;

export function ImagePicker({
  value,
  onChange,
  maxCount,
  purpose,
  label,
  describedBy,
  chooseImage = platformChooser,
}: ImagePickerProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A photo the compliance check refused: said under the picker (what to do, which kinds pass) until the next pick.
  const [rejected, setRejected] = useState(false);
  const [items, setItemsState] = useState<Item[]>(() =>
    value.map((v) => ({
      key: `v${(seq += 1)}`,
      name: v.name,
      status: 'done',
      progress: 1,
      preview: v.url,
      uid: v.uid,
      url: v.url,
    })),
  );
  const itemsRef = useRef(items);
  const rootRef = useRef<HTMLDivElement>(null);
  // ImageUploader renders its thumbnails without alt text: name them after their files.
  useEffect(() => {
    const imgs = rootRef.current?.querySelectorAll<HTMLImageElement>('.qh-image-item img') ?? [];
    imgs.forEach((img, i) => {
      img.alt = items[i]?.name ?? label;
    });
  });

  const commit = (next: Item[]) => {
    const doneBefore = itemsRef.current
      .filter((i) => i.status === 'done')
      .map((i) => i.uid)
      .join();
    itemsRef.current = next;
    setItemsState(next);
    const done = next.filter((i) => i.status === 'done');
    if (done.map((i) => i.uid).join() !== doneBefore)
      onChange(done.map((i) => ({ uid: i.uid ?? '', name: i.name, url: i.url ?? '' })));
  };
  const update = (key: string, patch: Partial<Item>) =>
    commit(itemsRef.current.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const remove = (key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    item?.abort?.abort();
    if (item?.preview.startsWith('blob:')) URL.revokeObjectURL(item.preview);
    commit(itemsRef.current.filter((i) => i.key !== key));
  };
  const alive = (key: string) => itemsRef.current.some((i) => i.key === key);

  async function process(key: string, file: File) {
    const abort = new AbortController();
    update(key, { status: 'compressing', progress: 0, error: undefined, needsLogin: false, abort });
    try {
      const prepared = await prepareImage(file, { signal: abort.signal });
      if (!alive(key)) return;
      const path = cloudPathFor(
        purpose,
        { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[prepared.type],
      );
      if (!isCloudPath(path)) throw new ImageError(t('image.badPath'));
      update(key, { status: 'uploading', progress: 0 });
      const up = await queue.run(() =>
        uploadImage(prepared.file, prepared.file.name, path, {
          signal: abort.signal,
          silent: true,
          onProgress: (p) => alive(key) && update(key, { progress: p }),
        }),
      );
      if (!alive(key)) return;
      update(key, { status: 'checking', progress: 1 });
      const refused = await checkImageStatus(up.uid);
      if (!alive(key)) return;
      if (refused) {
        remove(key);
        setRejected(true);
        return;
      }
      update(key, { status: 'done', uid: up.uid, url: up.url, abort: undefined });
    } catch (error) {
      if (!alive(key) || abort.signal.aborted) return;
      if (error instanceof ImageError) {
        remove(key);
        showToast(error.message);
        return;
      }
      const message = error instanceof Error && error.message ? error.message : t('image.failed');
      const needsLogin = error instanceof ApiError && error.code === ERR.envelope.sessionInvalid;
      update(key, { status: 'failed', error: message, needsLogin, abort: undefined });
    }
  }

  function add(file: File) {
    setRejected(false);
    const key = `f${(seq += 1)}`;
    const item: Item = {
      key,
      name: file.name || 'image',
      status: 'compressing',
      progress: 0,
      preview: URL.createObjectURL(file),
      file,
    };
    commit([...itemsRef.current, item]);
    void process(key, file);
  }

  function moveLeft(key: string) {
    const list = [...itemsRef.current];
    const i = list.findIndex((x) => x.key === key);
    if (i <= 0) return;
    [list[i - 1], list[i]] = [list[i] as Item, list[i - 1] as Item];
    commit(list);
    // The order of the done images changed even though the set did not.
    const done = list.filter((x) => x.status === 'done');
    onChange(done.map((x) => ({ uid: x.uid ?? '', name: x.name, url: x.url ?? '' })));
  }

  async function pickWithProvider() {
    if (!chooseImage) return;
    const room = maxCount - itemsRef.current.length;
    if (room <= 0) return;
    const files = await chooseImage(room).catch(() => []);
    files.slice(0, room).forEach(add);
  }

  const uploaderValue: ImageUploadItem[] = items.map((i) => ({ key: i.key, url: i.preview }));
  const statusText = (i: Item) =>
    i.status === 'compressing'
      ? t('image.compressing')
      : i.status === 'uploading'
        ? t('image.uploading', { p: Math.round(i.progress * 100) })
        : i.status === 'checking'
          ? t('image.checking')
          : i.status === 'failed'
            ? t('image.failed')
            : '';

  return (
    <div className="qh-image-picker" role="group" aria-label={label} aria-describedby={describedBy} ref={rootRef}>
      <ImageUploader
        value={uploaderValue}
        maxCount={maxCount}
        multiple={maxCount > 1}
        accept="image/*"
        showUpload={!chooseImage && items.length < maxCount}
        onCountExceed={() => showToast(t('image.countExceed', { n: maxCount }))}
        beforeUpload={(file) => {
          add(file);
          return null;
        }}
        upload={() => Promise.reject(new Error('handled by beforeUpload'))}
        onDelete={(u) => {
          remove(String(u.key));
          return false;
        }}
        renderItem={(origin, u) => {
          const i = items.find((x) => x.key === u.key);
          if (!i) return origin;
          const index = items.indexOf(i);
          return (
            <div className="qh-image-item" data-status={i.status} data-uid={i.uid ?? ''}>
              {origin}
              {i.status !== 'done' && (
                <div className="qh-image-overlay" aria-live="polite">
                  <span className="qh-image-status">{statusText(i)}</span>
                  {i.status === 'failed' && i.error && (
                    <span className="qh-image-reason" title={i.error}>
                      {i.error}
                    </span>
                  )}
                  {(i.status === 'uploading' || i.status === 'checking') && (
                    <ProgressBar
                      percent={Math.round(i.progress * 100)}
                      className="qh-image-progress"
                      aria-label={statusText(i)}
                    />
                  )}
                  {i.status === 'failed' && i.needsLogin && (
                    <button
                      type="button"
                      className="qh-image-btn"
                      onClick={() => navigate(hrefs.login(`${pathname}${search}`))}
                    >
                      {t('image.login')}
                    </button>
                  )}
                  {i.status === 'failed' && !i.needsLogin && i.file && (
                    <button type="button" className="qh-image-btn" onClick={() => void process(i.key, i.file as File)}>
                      {t('image.retry')}
                    </button>
                  )}
                  {(i.status === 'compressing' || i.status === 'uploading') && (
                    <button type="button" className="qh-image-btn" onClick={() => remove(i.key)}>
                      {t('image.cancel')}
                    </button>
                  )}
                </div>
              )}
              {index > 0 && i.status === 'done' && (
                <button
                  type="button"
                  className="qh-image-move"
                  aria-label={t('image.moveLeft')}
                  onClick={() => moveLeft(i.key)}
                >
                  ‹
                </button>
              )}
            </div>
          );
        }}
      />
      {chooseImage && items.length < maxCount && (
        <button
          type="button"
          className="qh-image-add"
          onClick={() => void pickWithProvider()}
          aria-label={t('image.add')}
        >
          +
        </button>
      )}
      {rejected && (
        <p className="qh-image-rejected" role="alert" data-testid="image-rejected">
          <strong>{t('image.rejected')}</strong> {t('image.rejectedHint')}
        </p>
      )}
    </div>
  );
}
