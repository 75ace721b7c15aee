// WeChat's subscribe-message open tag (<wx-open-subscribe>, docs/product.md#the-stations-day): WeChat draws the tag's button from
// its template and, on the person's choice, fires `success` (with which templates were accepted) or `error` on
// the element. Framework-free: a screen gives a host element and hears the outcome. Only inside WeChat once
// wx.config has the tag in its openTagList (sdk.ts openTagsReady); elsewhere nobody mounts it.

/** What the person did: accepted some templates, refused them all, or the tag failed. */
export type SubscribeOutcome =
  { kind: 'accepted'; templateIds: string[] } | { kind: 'refused' } | { kind: 'error'; message: string };

/**
 * The accepted template ids of a `success` event's detail: WeChat's `subscribeDetails` is a JSON string whose
 * values are (JSON strings of) `{status}`; 'accept' (and its variants with a sound or an alert) counts. Ids not
 * offered are left out; anything unreadable is nothing accepted.
 */
export function acceptedTemplates(detail: unknown, offered: readonly string[]): string[] {
  const raw = (detail as { subscribeDetails?: unknown } | null)?.subscribeDetails;
  let byId: Record<string, unknown>;
  try {
    byId = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
  } catch {
    return [];
  }
  if (typeof byId !== 'object' || byId === null) return [];
  return offered.filter((id) => {
    let v = byId[id];
    try {
      if (typeof v === 'string') v = JSON.parse(v);
    } catch {
      return false;
    }
    const status = (v as { status?: unknown } | null)?.status;
    return typeof status === 'string' && status.startsWith('accept');
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Puts the open tag for `templateIds` into `host` with a button labelled `label` (WeChat draws it from the tag's
 * template, styled there), and reports the person's choice once per tap. Returns the clean-up.
 */
export function mountSubscribeTag(
  host: HTMLElement,
  templateIds: readonly string[],
  label: string,
  onOutcome: (o: SubscribeOutcome) => void,
): () => void {
  const tag = document.createElement('wx-open-subscribe');
  tag.setAttribute('template', templateIds.join(','));
  tag.style.display = 'block';
  const template = document.createElement('script');
  template.type = 'text/wxtag-template';
  template.textContent =
    '<style>.qh-sub{display:block;width:100%;padding:10px 16px;border:1px solid #c2410c;border-radius:999px;background:#fff;color:#c2410c;font-size:15px}</style>' +
    `<button class="qh-sub" type="button">${escapeHtml(label)}</button>`;
  tag.appendChild(template);
  const onSuccess = (e: Event) => {
    const ids = acceptedTemplates((e as CustomEvent).detail, templateIds);
    onOutcome(ids.length > 0 ? { kind: 'accepted', templateIds: ids } : { kind: 'refused' });
  };
  const onError = (e: Event) =>
    onOutcome({ kind: 'error', message: String((e as CustomEvent).detail?.errMsg ?? 'subscribe:fail') });
  tag.addEventListener('success', onSuccess);
  tag.addEventListener('error', onError);
  host.appendChild(tag);
  return () => {
    tag.removeEventListener('success', onSuccess);
    tag.removeEventListener('error', onError);
    tag.remove();
  };
}
