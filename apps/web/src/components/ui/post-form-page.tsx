import type { ReactNode } from 'react';
import pageStyles from './page.module.css';
import pages from './post-pages.module.css';

/** The frame of a page that writes or edits a post: a card under the page's title. */
export function PostFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={pages.formPage}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
