import type { ComponentPropsWithoutRef } from 'react';

/** Wide tables scroll inside their own box instead of widening the page. */
export function Table(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  );
}
