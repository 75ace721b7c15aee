// A light swipeable carousel: a CSS scroll-snap track (no animation library), dots or an "n/total"
// counter, and optional autoplay that wraps to the first slide (not with reduced motion, not while a
// finger is on it, not in a hidden tab). Used by the home banner, the activity covers and the product gallery.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export interface CarouselProps {
  /** The accessible name of the track (it is focusable: arrow keys scroll it). */
  label: string;
  /** One slide per child. */
  children: ReactNode;
  /** Dots under the slides, an "n/total" counter in the corner, or nothing; never shown for a single slide. */
  indicator?: 'dots' | 'count' | 'none';
  /** Autoplay interval in ms (none when absent). */
  autoplayMs?: number;
  className?: string;
  testId?: string;
}

export function Carousel({ label, children, indicator = 'dots', autoplayMs, className, testId }: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  // Autoplay: the next slide (after the last, the first), paused while touched and in a hidden tab.
  useEffect(() => {
    const el = track.current;
    if (!el || !autoplayMs || count < 2 || reducedMotion()) return;
    let held = false;
    const hold = () => (held = true);
    const release = () => (held = false);
    const events: [string, () => void][] = [
      ['pointerdown', hold],
      ['touchstart', hold],
      ['pointerup', release],
      ['touchend', release],
      ['touchcancel', release],
    ];
    for (const [type, fn] of events) el.addEventListener(type, fn, { passive: true });
    const id = setInterval(() => {
      if (held || document.hidden || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, autoplayMs);
    return () => {
      clearInterval(id);
      for (const [type, fn] of events) el.removeEventListener(type, fn);
    };
  }, [count, autoplayMs]);

  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setCurrent(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };
  return (
    <div className={className ? `qh-carousel ${className}` : 'qh-carousel'}>
      <div
        className="qh-carousel-track"
        ref={track}
        onScroll={onScroll}
        tabIndex={0}
        role="group"
        aria-label={label}
        data-testid={testId}
      >
        {slides.map((slide, i) => (
          <div className="qh-carousel-item" key={i}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && indicator === 'dots' && (
        <div className="qh-carousel-dots" aria-hidden="true">
          {slides.map((_, i) => (
            <span key={i} className={i === current ? 'qh-carousel-dot qh-carousel-dot--on' : 'qh-carousel-dot'} />
          ))}
        </div>
      )}
      {count > 1 && indicator === 'count' && (
        <span className="qh-carousel-count" aria-hidden="true">
          {current + 1}/{count}
        </span>
      )}
    </div>
  );
}
