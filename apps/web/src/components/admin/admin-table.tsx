import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { AdminListMeta } from '@plateforme/shared/platform/admin-list.schemas';
import { adminMessages as texts } from '@plateforme/shared/messages/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { visuallyHiddenSx } from '../ui/visually-hidden.ts';
import { BreakableText } from '../ui/breakable-text.tsx';
import { TableCaption } from '../ui/table-caption.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { PageSizeSelect } from './page-size-select.tsx';
import type { AdminListParams } from './use-admin-list-params.ts';

export type AdminColumn<Item> = {
  key: string;
  header: string;
  /** Given when the API sorts on this column (its `sort` value). */
  sort?: string;
  cell: (item: Item) => ReactNode;
};

type Props<Item> = {
  /** The table's caption, read by screen readers. */
  caption: string;
  columns: readonly AdminColumn<Item>[];
  query: UseQueryResult<{ data: Item[]; meta: AdminListMeta }>;
  rowKey: (item: Item) => string | number;
  params: AdminListParams;
  onParams: (patch: Partial<AdminListParams>) => void;
  emptyText?: string;
};

/** A cell's text may break after « @ » and « . » before anywhere else: e-mails stay readable. */
const cellContent = (value: ReactNode) => (typeof value === 'string' ? <BreakableText text={value} /> : value);

/**
 * On a phone, one block a row, each value after its column's name (`data-label`); the header
 * row keeps only its sort buttons, side by side, the other headers out of sight but read.
 */
const stackedOnPhoneSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead, & tbody, & tbody tr': { display: 'block' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', gap: 1, pb: 1 },
    '& thead th': { border: 0, p: 0 },
    '& thead th:not([data-sortable])': visuallyHiddenSx,
    '& tbody tr': { py: 1, borderTop: 1, borderColor: 'divider' },
    '& tbody td': { display: 'block', border: 0, py: 0.25 },
    // A no-break space before the colon, as French writes it: the colon never starts a line.
    '& td[data-label]::before': { content: 'attr(data-label) "\\a0: "', fontWeight: 600 },
  },
});

/**
 * A back-office list (ADR 040): sortable headers, « Page X sur Y », rows per page, with its
 * loading, empty and error states. Paging and sorting happen on the server.
 */
export function AdminTable<Item>({
  caption,
  columns,
  query,
  rowKey,
  params,
  onParams,
  emptyText = texts.empty,
}: Props<Item>) {
  const captionId = useId();
  if (query.isError) return <ErrorState message={texts.loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader label={texts.loading} />;
  const { data, meta } = query.data;
  if (data.length === 0) return <Typography role="status">{emptyText}</Typography>;

  const sortBy = (sort: string) =>
    onParams({ sort, direction: params.sort === sort && params.direction === 'asc' ? 'desc' : 'asc' });
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} aria-busy={query.isFetching}>
      <Typography role="status">{texts.total(meta.total)}</Typography>
      {/*
       * Long words (e-mails, references) break anywhere, so the columns share the width and the
       * table fits a 1280 px screen; on a phone each row is a block, each value after its column's
       * name. The box still scrolls, by keyboard too, should a cell hold something wider.
       */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={captionId} sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={stackedOnPhoneSx}>
          <TableCaption id={captionId}>{caption}</TableCaption>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = column.sort !== undefined && params.sort === column.sort;
                return (
                  <TableCell
                    key={column.key}
                    scope="col"
                    data-sortable={column.sort ? '' : undefined}
                    sortDirection={active ? params.direction : false}
                    aria-sort={active ? (params.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sort ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? params.direction : 'asc'}
                        onClick={() => sortBy(column.sort!)}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((item) => (
              <TableRow key={rowKey(item)}>
                {columns.map((column) => (
                  <TableCell key={column.key} data-label={column.header || undefined} sx={{ overflowWrap: 'anywhere' }}>
                    {cellContent(column.cell(item))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack
        component="nav"
        aria-label={texts.pagination}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button onClick={() => onParams({ page: params.page - 1 })} disabled={params.page <= 1}>
          {texts.previous}
        </Button>
        <Typography aria-live="polite">{texts.page(Math.min(params.page, meta.last_page), meta.last_page)}</Typography>
        <Button onClick={() => onParams({ page: params.page + 1 })} disabled={params.page >= meta.last_page}>
          {texts.next}
        </Button>
        <PageSizeSelect value={params.perPage} onChange={(perPage) => onParams({ perPage })} />
      </Stack>
    </Stack>
  );
}
