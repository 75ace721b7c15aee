// One titled block of the activity editor's form: a section named by its heading.
import type { ReactNode } from 'react';

/** `id` is the heading's, which names the section. */
export function EditorBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="act-form-block" aria-labelledby={id}>
      <h2 className="act-block-title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
