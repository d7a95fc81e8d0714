import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { paragraphs } from '@/shared/text/paragraphs';
import type { FileRef } from '@/shared/domain';
import { formatFileSize } from '@/shared/files';
import { DownloadButton } from '@/shared/files/DownloadButton';
import { useDownloadStageFileMutation } from '../api';
import { TECHNICAL_TEXTS } from '../forms';

interface Props {
  statement: string | null | undefined;
  file: FileRef | null | undefined;
}

/**
 * The task of a technical stage, "Enunciado": its paragraphs as plain text (never HTML) and
 * its attached PDF, shown above the answer box (issue 30.1).
 */
export function StageTask({ statement, file }: Props) {
  const headingId = useId();
  const [download, { isLoading }] = useDownloadStageFileMutation();
  const parts = paragraphs(statement);
  if (!parts.length && !file) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1, fontSize: '1.1rem' }}>
        {TECHNICAL_TEXTS.statement}
      </Typography>
      <Stack spacing={1.25}>
        {parts.map((part, index) => (
          <Typography key={index} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {part}
          </Typography>
        ))}
        {file ? (
          <div>
            <DownloadButton
              download={() => download({ url: file.downloadUrl, fileName: file.name }).unwrap()}
              busy={isLoading}
              failureText={TECHNICAL_TEXTS.downloadFailed}
            >
              {`${TECHNICAL_TEXTS.download} (PDF, ${formatFileSize(file.size)})`}
            </DownloadButton>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
