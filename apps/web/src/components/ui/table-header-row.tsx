import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/**
 * A column's header: its text, or with the alignment of its figures. `null` is a column
 * without a heading (a row's button): an empty cell, not an empty header.
 */
export type ColumnHeader = string | { label: string; align: 'right' } | null;

/** The header row of a plain table; in a TableHead, MUI makes each cell a `th scope="col"`. */
export function TableHeaderRow({ headers }: { headers: readonly ColumnHeader[] }) {
  return (
    <TableHead>
      <TableRow>
        {headers.map((header, index) =>
          header === null ? (
            <TableCell key={index} component="td" />
          ) : typeof header === 'string' ? (
            <TableCell key={index}>{header}</TableCell>
          ) : (
            <TableCell key={index} align={header.align}>
              {header.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
