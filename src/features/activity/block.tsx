import type { ReactNode } from 'react';

/**
 * A titled part of the activity page below its head, named for screen readers by its heading (`act-block`, with
 * more classes in className). `extra` follows the title inside the heading (a limit, a count).
 */
export function Block({
  id,
  title,
  extra,
  className = 'act-block',
  children,
}: {
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 className="act-block-title" id={id}>
        {title}
        {extra}
      </h2>
      {children}
    </section>
  );
}
