import type { ComponentPropsWithoutRef } from 'react';

/**
 * Wide tables scroll inside their own box instead of widening the page. The box takes focus, as a
 * code block does, so keyboard users can scroll it with the arrow keys.
 */
export function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
