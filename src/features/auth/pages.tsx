import Typography from '@mui/material/Typography';

// The sign-in screens are built by the identity issue; their routes exist already.
export function LoginPage() {
  return <Typography variant="h4" component="h1">Ingresar</Typography>;
}
export function SignupPage() {
  return <Typography variant="h4" component="h1">Crear cuenta</Typography>;
}
export function CompanyRegisterPage() {
  return <Typography variant="h4" component="h1">Registrar empresa</Typography>;
}
export function VerifyPage() {
  return <Typography variant="h4" component="h1">Verificando acceso</Typography>;
}
