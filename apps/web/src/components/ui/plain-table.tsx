import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import { useId, type ReactNode } from 'react';
import { TableCaption } from './table-caption.tsx';
import { TableHeaderRow, type ColumnHeader } from './table-header-row.tsx';

type Props = {
  /** The table's name: its caption, which also names the box it scrolls in. */
  caption: string;
  /** Where the page's heading already says it: read by screen readers only. */
  captionHidden?: boolean;
  headers: readonly ColumnHeader[];
  /** Narrower than this, the table scrolls sideways inside its box. */
  minWidth?: number;
  /** A TableFooter (totals). */
  footer?: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/**
 * A table of rows under one header row. On a phone it scrolls sideways inside its own box,
 * never the page; the box takes the focus so the keyboard can scroll it, and is named by the
 * caption (a scrollable region needs a name).
 */
export function PlainTable({ caption, captionHidden = false, headers, minWidth, footer, children }: Props) {
  const captionId = useId();
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={captionId} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={minWidth ? { minWidth } : undefined}>
        <TableCaption id={captionId} hidden={captionHidden}>
          {caption}
        </TableCaption>
        <TableHeaderRow headers={headers} />
        <TableBody>{children}</TableBody>
        {footer}
      </Table>
    </TableContainer>
  );
}
