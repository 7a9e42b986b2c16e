// A page's second-level heading (h2 under its h1 title, so screen readers get an unbroken outline) in the size its place calls for, and the same for Blueprint's sections and empty states.
import { NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

type Look = 'h3' | 'h4' | 'h5' | 'h6';

/**
 * An h2 that looks like a smaller heading: the outline says "part of this page", the size says how much it matters.
 * `level={1}` for the title of a page that is nothing else (the error pages).
 */
export function SubHeading({ look = 'h5', level = 2, className, ...props }: HTMLAttributes<HTMLHeadingElement> & { look?: Look; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return <Heading {...props} className={`bp6-heading sub-heading-${look}${className ? ` ${className}` : ''}`} />;
}

/** Blueprint's Section titles (an h6 by default) as the page's h2: `<Section titleRenderer={SectionTitle}>`. */
export const SectionTitle = (props: HTMLAttributes<HTMLElement>) => <SubHeading look="h6" {...props} />;

/**
 * Blueprint's NonIdealState with its title as the page's h2 (Blueprint writes an h4, which skips levels under the page's
 * h1), or as the h1 of a page that is nothing else (`level={1}`: the error pages).
 */
export function EmptyState({ title, description, level = 2, ...props }: NonIdealStateProps & { level?: 1 | 2 }) {
  return (
    <NonIdealState
      {...props}
      description={
        title || description ? (
          <div>
            {title && (
              <SubHeading look="h4" level={level}>
                {title}
              </SubHeading>
            )}
            {description}
          </div>
        ) : undefined
      }
    />
  );
}
