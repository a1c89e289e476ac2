import { Box, Button, Checkbox, Chip, Typography } from '@mui/material';
import { LIMITS } from '@offerdesk/shared';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { ReactSortable } from 'react-sortablejs';
import type { DocItem } from './documentItems';

export interface DocumentListProps {
  /** The list's accessible name. */
  label: string;
  items: DocItem[];
  checked: ReadonlySet<string>;
  onToggle(id: string): void;
  /** The list after a drag (items dropped in or taken out). */
  onDrop(items: DocItem[]): void;
  emptyText: string;
  /** Offered for documents already assigned on the server. */
  onDownload?(item: DocItem): void;
}

/** A document list: a checkbox per document (Add / Remove act on the checked ones), drag and drop between the lists. */
export function DocumentList({ label, items, checked, onToggle, onDrop, emptyText, onDownload }: DocumentListProps) {
  // The list element carries its accessible name (react-sortablejs passes only its own props on).
  const List = useMemo(
    () =>
      forwardRef<HTMLUListElement, HTMLAttributes<HTMLUListElement>>(function NamedList(props, ref) {
        return <ul ref={ref} aria-label={label} {...props} />;
      }),
    [label],
  );
  return (
    <Box sx={{ position: 'relative', minHeight: 56 }}>
      <ReactSortable
        tag={List}
        list={items.map((i) => ({ ...i }))}
        setList={(next) => onDrop(next as DocItem[])}
        group="offer-documents"
        animation={150}
        delay={LIMITS.dragHoldMs}
        delayOnTouchOnly
        style={{ listStyle: 'none', margin: 0, padding: 0, minHeight: 48 }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.id}
            data-document={item.name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1,
              py: 0.25,
              borderBottom: 1,
              borderColor: 'divider',
              cursor: 'grab',
              bgcolor: 'background.paper',
            }}
          >
            <Checkbox
              size="small"
              checked={checked.has(item.id)}
              onChange={() => onToggle(item.id)}
              slotProps={{ input: { 'aria-label': item.name } }}
            />
            <Typography sx={{ flex: 1, minWidth: 0 }} noWrap title={item.name}>
              {item.name}
            </Typography>
            <Chip size="small" label={item.type} variant="outlined" />
            {onDownload && item.offerDocumentId !== undefined && (
              <Button size="small" onClick={() => onDownload(item)} aria-label={`Download ${item.name}`}>
                PDF
              </Button>
            )}
          </Box>
        ))}
      </ReactSortable>
      {!items.length && (
        <Typography
          color="text.secondary"
          sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none' }}
        >
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}
