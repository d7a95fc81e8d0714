import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { InfoDialog } from '@/shared/feedback/InfoDialog';
import { SHORTCUTS } from '../constants';

/** The review screen's keyboard shortcuts ("?"). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <InfoDialog open={open} onClose={onClose} title="Atajos de teclado" maxWidth="xs">
      <Table size="small" aria-label="Atajos de teclado">
        <TableBody>
          {SHORTCUTS.map((shortcut) => (
            <TableRow key={shortcut.key}>
              <TableCell sx={{ width: 64 }}>
                <Box
                  component="kbd"
                  sx={{
                    px: 1,
                    py: 0.25,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    fontFamily: 'monospace',
                    bgcolor: 'action.hover',
                  }}
                >
                  {shortcut.key}
                </Box>
              </TableCell>
              <TableCell>{shortcut.action}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </InfoDialog>
  );
}
