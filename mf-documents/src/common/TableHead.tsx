import { Box } from '@mui/material';

/** A cell of the plain tables of this remote (parties, sale documents, contracts). */
export const cellSx = { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;

/** The header row of a plain table: one column header per name. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((h) => (
          <Box component="th" scope="col" key={h} sx={{ ...cellSx, fontWeight: 600 }}>
            {h}
          </Box>
        ))}
      </tr>
    </thead>
  );
}
