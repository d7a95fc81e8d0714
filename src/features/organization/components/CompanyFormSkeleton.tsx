import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** The company form's place while the company loads. */
export function CompanyFormSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} aria-busy="true">
      <Skeleton variant="text" width={200} sx={{ fontSize: '1.25rem', mb: 2 }} />
      <Grid container spacing={2}>
        {Array.from({ length: 8 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6 }}>
            <Skeleton variant="rounded" height={56} />
          </Grid>
        ))}
        <Grid size={12}>
          <Skeleton variant="rounded" height={120} />
        </Grid>
      </Grid>
    </Paper>
  );
}
