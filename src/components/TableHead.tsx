import { Table, type TableThProps } from '@mantine/core';

/** A column of a table's head: its title, or its title and the header cell's props (alignment, width, breakpoint). */
export type ColumnHead = string | (TableThProps & { title: string });

/** The head of a Mantine table: one row of column headers. */
export function TableHead({ columns }: { columns: readonly (ColumnHead | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          if (column === false) return null;
          const { title, ...props } = typeof column === 'string' ? { title: column } : column;
          return (
            <Table.Th key={title} scope="col" {...props}>
              {title}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
