import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** The crumbs between Home and this page (Home › …parents › title); the page's own crumb is its title. */
  parents?: readonly Crumb[];
  /** The page's own crumb when the title is too long for the trail (a product's full name, say). */
  crumb?: string;
  /** A line or two under the title: what the page is for. */
  intro?: ReactNode;
  /** Anything else the header carries (chips, a search result count). */
  children?: ReactNode;
}

/** Breadcrumbs, the h1 and an optional intro: the top of every page below home. */
export function PageHeader({ title, parents = [], crumb, intro, children }: PageHeaderProps) {
  return (
    <>
      <Breadcrumbs crumbs={[...parents, { title: crumb ?? title }]} />
      <header className="page-header">
        <h1 className="page-header__title">{title}</h1>
        {intro && <div className="page-header__intro">{intro}</div>}
        {children}
      </header>
    </>
  );
}

interface PageFrameProps extends Omit<PageHeaderProps, 'children'> {
  /** 'narrow' keeps a form or a text to a readable measure on wide screens. */
  width?: 'full' | 'narrow';
  /** Header content beyond the intro. */
  header?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a page below home (issue #14): the container, room under the navigation bar and
 * above the footer, then the header and the page's own content.
 */
export function PageFrame({ width = 'full', header, className, children, ...heading }: PageFrameProps) {
  const classes = ['container', 'page-frame', width === 'narrow' && 'page-frame--narrow', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <PageHeader {...heading}>{header}</PageHeader>
      {children}
    </div>
  );
}
