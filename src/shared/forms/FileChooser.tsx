import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { formatFileSize } from '@/shared/files';

/** What the chooser shows of the file chosen so far. */
export interface ChosenFile {
  name: string;
  size: number;
}

interface Props {
  /** The file input's accessible name ("Archivo del CV"): tests and assistive tech find it. */
  inputLabel: string;
  /** The input's `accept` list (`acceptOf` of shared/files). */
  accept: string;
  /** The file picked (the input is emptied, so picking the same file again calls this again). */
  onChoose: (file: File) => void;
  /** The file chosen so far, if any. */
  chosen: ChosenFile | null;
  /** The button's text without a file and with one. */
  chooseLabel?: string;
  changeLabel?: string;
  /** The button's icon (a paper clip unless given; `null` for none). */
  icon?: ReactNode;
  /** Beside the button while no file is chosen (e.g. the accepted formats). */
  placeholder?: string;
  /**
   * The chosen file beside the button (its name and size unless given); `false` where the
   * caller shows it elsewhere (a preview), then naming it with `describedBy`.
   */
  renderChosen?: ((chosen: ChosenFile) => ReactNode) | false;
  /** Under the chooser: the reason a file was refused (announced), else the hint. */
  error?: string | null;
  hint?: string;
  /** An id describing the chooser when it shows neither a message nor a file of its own. */
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The button's name (what an error summary's link to this field points at). */
  name?: string;
  /** A test id on what stands beside the button. */
  statusTestId?: string;
  /** More actions beside the button (e.g. "Guardar foto"). */
  children?: ReactNode;
}

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
} as const;

/**
 * A file field: a hidden file input opened by a button ("Elegir archivo", then "Cambiar
 * archivo"), which is what the keyboard reaches; the chosen file's name and size beside it;
 * a hint or the refusal's reason under it, describing both the button and the input.
 * Checking a file is the caller's (`onChoose`), so is keeping it.
 */
export function FileChooser({
  inputLabel,
  accept,
  onChoose,
  chosen,
  chooseLabel = 'Elegir archivo',
  changeLabel = 'Cambiar archivo',
  icon = <AttachFile />,
  placeholder,
  renderChosen,
  error,
  hint,
  describedBy,
  disabled,
  autoFocus,
  buttonRef,
  name,
  statusTestId,
  children,
}: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const messageId = useId();
  const message = error || hint;
  const status = !chosen
    ? (placeholder ?? null)
    : renderChosen === false
      ? null
      : (renderChosen?.(chosen) ?? `${chosen.name} (${formatFileSize(chosen.size)})`);
  const description = message ? messageId : status !== null ? statusId : describedBy;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        onChange={choose}
        tabIndex={-1}
        disabled={disabled}
        aria-label={inputLabel}
        aria-describedby={description}
        style={HIDDEN}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          ref={buttonRef}
          name={name}
          variant="outlined"
          startIcon={icon}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-describedby={description}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          {chosen ? changeLabel : chooseLabel}
        </Button>
        {status !== null ? (
          <Typography
            component="div"
            id={statusId}
            variant="body2"
            color={chosen ? 'text.primary' : 'text.secondary'}
            aria-live="polite"
            data-testid={statusTestId}
            sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {status}
          </Typography>
        ) : null}
        {children}
      </Stack>
      {message ? (
        <FormHelperText
          id={messageId}
          error={!!error}
          role={error ? 'alert' : undefined}
          sx={{ mx: 0, mt: 1 }}
        >
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
