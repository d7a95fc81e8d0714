import Typography from '@mui/material/Typography';

/** The admin pages' title. */
export function AdminHeader() {
  return (
    <div>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        Organización
      </Typography>
      <Typography color="text.secondary">
        Administra los datos de tu empresa y quién puede acceder a Talentia.
      </Typography>
    </div>
  );
}
