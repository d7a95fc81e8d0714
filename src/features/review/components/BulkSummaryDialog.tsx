import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { rememberFocus } from '@/shared/feedback';
import { InfoDialog } from '@/shared/feedback/InfoDialog';
import type { BulkReviewResult } from '../model';
import { bulkSummaryText } from '../rules';

interface Props {
  result: BulkReviewResult | null;
  /** What the bulk action was: confirming proposals, or rejecting with a reason. */
  kind?: 'confirm' | 'reject';
  /** How each attempt is named in the list of skipped ones. */
  describe: (id: string) => string;
  onClose: () => void;
  /**
   * Where the focus goes once the summary closes: the selection bar that opened the
   * confirmation is gone by then, and the confirmation's own button too.
   */
  returnFocusTo: () => HTMLElement | null;
}

/** The server's answer to a bulk confirmation: counts, and why each skipped attempt was skipped. */
export function BulkSummaryDialog({
  result,
  kind = 'confirm',
  describe,
  onClose,
  returnFocusTo,
}: Props) {
  // The selection bar that opened it is gone once the attempts are decided, and the
  // confirmation's button too: once closed, the focus goes to the first control of
  // `returnFocusTo` (or the nearest control left, or the page's main), not to the body.
  const open = result !== null;
  return (
    <InfoDialog
      open={open}
      onClose={onClose}
      title={kind === 'reject' ? 'Resultado del rechazo' : 'Resultado de la confirmación'}
      onExited={() => rememberFocus(returnFocusTo)()}
    >
      {result ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {bulkSummaryText(result.reviewed.length, result.skipped.length, kind)}
          </Typography>
          {result.skipped.length > 0 ? (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                Omitidos
              </Typography>
              <List dense aria-label="Intentos omitidos">
                {result.skipped.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText primary={describe(item.id)} secondary={item.reason} />
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
        </>
      ) : null}
    </InfoDialog>
  );
}
