// Rich text from the server (a product's or an activity's description): sanitized with DOMPurify before
// it reaches the page (no scripts, event handlers, styles, forms or frames; links open safely; images lazy).
// Plain text is shown as paragraphs, with its line breaks.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

let hooked = false;
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether a text is HTML (has a tag) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}

/** Safe HTML of a server description: HTML is sanitized, plain text becomes paragraphs. */
export function sanitizeRichText(text: string): string {
  addHooks();
  const html = looksLikeHtml(text)
    ? text
    : text
        .split(/\n+/)
        .filter((line) => line.trim())
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');
  return DOMPurify.sanitize(html, CONFIG);
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  // Sanitized by DOMPurify just above.
  return <div className={className ? `qh-rich-text ${className}` : 'qh-rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
