// Rich text from the server (a product's or an activity's description). HTML is sanitized with DOMPurify
// before it reaches the page (no scripts, event handlers, styles, forms or frames; links open safely;
// images lazy); plain text is shown as paragraphs, with React escaping it. DOMPurify (11 KB gzip) is
// fetched only when a text has tags, and only once the screen that shows it has painted, so it never
// holds a first screen: the block fills in when it arrives. Should it not arrive, the text without its
// tags is shown (read by DOMParser, which runs nothing, and rendered as text).
import { useEffect, useMemo, useState } from 'react';
import type { Config, DOMPurify } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'class', 'id'],
};

let purifier: Promise<DOMPurify | null> | undefined;
/** What the purifier promise gave, once it has: DOMPurify, or null when it could not be fetched. */
let purifierLoaded: DOMPurify | null | undefined;

/** DOMPurify with the hooks installed, or null when its code could not be fetched (tried once a page). */
function loadPurifier(): Promise<DOMPurify | null> {
  purifier ??= import('dompurify').then(
    ({ default: purify }) => {
      purify.addHook('afterSanitizeAttributes', (node) => {
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
      return (purifierLoaded = purify);
    },
    () => (purifierLoaded = null),
  );
  return purifier;
}

/** Whether a text is HTML (has a tag) rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}

const classOf = (className?: string) => (className ? `qh-rich-text ${className}` : 'qh-rich-text');

/** Plain text as typed: a blank line starts a paragraph, a single line break stays a line break. */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .filter((p) => p.trim());
  return (
    <div className={classOf(className)}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, k) => (
            <span key={k}>
              {k > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

function Sanitized({ html, className }: { html: string; className?: string }) {
  // DOMPurify is a function (calling it makes another instance, without our hooks): kept through
  // useState's function forms, never passed to it bare.
  const [purify, setPurify] = useState(() => purifierLoaded);
  // After the paint (an effect), never during the render that shows the page.
  useEffect(() => {
    if (purify === undefined) void loadPurifier().then((loaded) => setPurify(() => loaded));
  }, [purify]);
  // DOMPurify hands back its input untouched where it cannot work (no usable DOM): never use that.
  const clean = useMemo(() => (purify?.isSupported ? purify.sanitize(html, CONFIG) : undefined), [purify, html]);
  if (purify === undefined) return <div className={classOf(className)} aria-busy="true" />;
  if (clean === undefined)
    return (
      <Paragraphs
        text={new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''}
        className={className}
      />
    );
  // Sanitized by DOMPurify just above.
  return <div className={classOf(className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  return looksLikeHtml(html) ? (
    <Sanitized html={html} className={className} />
  ) : (
    <Paragraphs text={html} className={className} />
  );
}
