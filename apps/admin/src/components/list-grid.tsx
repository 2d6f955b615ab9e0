// A Datagrid whose sortable columns are exactly those the API sorts by (any other sort is a 400),
// without bulk actions (the admin API changes records one by one, each with its audit entry).
import { Children, cloneElement, isValidElement } from 'react';
import { Datagrid, type DatagridProps } from 'react-admin';

export interface ListGridProps extends DatagridProps {
  /** The fields the resource's list call accepts in `sort`. */
  sortable?: readonly string[];
}

export function ListGrid({ sortable = [], children, ...props }: ListGridProps) {
  return (
    <Datagrid bulkActionButtons={false} {...props}>
      {Children.map(children, (child) =>
        isValidElement<{ source?: string; sortBy?: string; sortable?: boolean }>(child)
          ? cloneElement(child, {
              sortable: child.props.sortable ?? sortable.includes(child.props.sortBy ?? child.props.source ?? ''),
            })
          : child,
      )}
    </Datagrid>
  );
}
